import { useEffect } from "react";
import { Redirect, Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { FullPageMessage } from "../../components/FullPageMessage";
import { instanceAdmin, loadInstanceAdmin } from "../../stores/instanceAdmin";
import { session } from "../../stores/session";
import { AuthenticationSettings } from "./AuthenticationSettings";
import { EmailSettings } from "./EmailSettings";
import { GeneralSettings } from "./GeneralSettings";
import { GodModeLayout } from "./GodModeLayout";
import { GodModeSetUp } from "./GodModeSetUp";
import { GodModeSignIn } from "./GodModeSignIn";
import { WebhookSettings } from "./WebhookSettings";

/**
 * "/god-mode/…" (mounted nested, so paths here are relative): the set-up form until an admin exists,
 * then the admin sign-in form for anyone who is not an instance admin, then the settings pages.
 */
export default function GodMode() {
  const { instance } = useSnapshot(session);
  const { status } = useSnapshot(instanceAdmin);
  useEffect(() => {
    void loadInstanceAdmin();
  }, []);

  if (!instance?.instance.is_setup_done) {
    return (
      <Switch>
        <Route path="/" component={GodModeSetUp} />
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    );
  }
  if (status === "unknown") return <FullPageMessage title="Loading god mode" busy />;
  if (status !== "admin") return <GodModeSignIn notAdmin={status === "not-admin"} />;
  return (
    <GodModeLayout>
      <Switch>
        <Route path="/general/?" component={GeneralSettings} />
        <Route path="/authentication/?" component={AuthenticationSettings} />
        <Route path="/email/?" component={EmailSettings} />
        <Route path="/webhooks/?" component={WebhookSettings} />
        <Route path="/">
          <Redirect to="/general/" replace />
        </Route>
        <Route>
          <FullPageMessage title="Page not found" message="God mode has General, Authentication, Email and Webhooks settings. Pick one from the sidebar." />
        </Route>
      </Switch>
    </GodModeLayout>
  );
}
