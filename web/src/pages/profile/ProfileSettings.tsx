import { Route, Switch } from "wouter";
import { FullPageMessage } from "../../components/FullPageMessage";
import { AppShell } from "../../shell/AppShell";
import { AppearanceSettings } from "./AppearanceSettings";
import { NotYetAvailable } from "./NotYetAvailable";
import { ProfileGeneral } from "./ProfileGeneral";
import { ProfileSidebar } from "./ProfileSidebar";
import { SecuritySettings } from "./SecuritySettings";
import "./Profile.css";

/** /profile/...: the settings sidebar and, inside the nested route, one settings page. */
export default function ProfileSettings() {
  return (
    <AppShell sidebarKey="profile" sidebarLabel="Profile settings sidebar" sidebar={<ProfileSidebar />}>
      <div className="settings-page">
        <Switch>
          <Route path="/" component={ProfileGeneral} />
          <Route path="/security/?" component={SecuritySettings} />
          <Route path="/appearance/?" component={AppearanceSettings} />
          <Route path="/activity/?">
            <NotYetAvailable title="Activity" message="A list of your own activity is not built yet. Each work item's page shows everything done to it." />
          </Route>
          <Route path="/notifications/?">
            <NotYetAvailable
              title="Notifications"
              message="Cairn does not have notifications yet, so there are no preferences to set and no notification emails are sent to you."
            />
          </Route>
          <Route>
            <FullPageMessage title="Page not found" message="This settings page does not exist. Pick one from the list on the left." />
          </Route>
        </Switch>
      </div>
    </AppShell>
  );
}
