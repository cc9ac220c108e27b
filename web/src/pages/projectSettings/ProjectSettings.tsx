import type { ReactNode } from "react";
import { Route, Switch } from "wouter";
import { effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { SettingsNav } from "../../components/SettingsNav";
import type { Project, RoleValue } from "../../http/types";
import { ComingWithFeature } from "../workspace/ComingWithFeature";
import { FeaturesSettings } from "./FeaturesSettings";
import { GeneralSettings } from "./GeneralSettings";
import { LabelsSettings } from "./LabelsSettings";
import { MembersSettings } from "./MembersSettings";
import { NoAccess } from "./NoAccess";
import { StatesSettings } from "./StatesSettings";
import { PROJECT_SETTINGS_PAGES, mayOpen, type PageAccess } from "./settingsPages";
import "../profile/Profile.css";
import "../workspaceSettings/WorkspaceSettings.css";
import "./ProjectSettings.css";

interface Props {
  slug: string;
  project: Project;
  /** The signed-in person's workspace role. */
  workspaceRole: RoleValue;
  /** Called with the project as the server returned it after a settings change. */
  onProjectChange: (project: Project) => void;
}

/** /{workspaceSlug}/projects/{projectId}/settings/...: the pages the person's project role may open. */
export default function ProjectSettings({ slug, project, workspaceRole, onProjectChange }: Props) {
  const role = effectiveProjectRole(workspaceRole, project.member_role);
  const visible = PROJECT_SETTINGS_PAGES.filter((page) => mayOpen(page.access, role));
  const context = { slug, project, role };

  // A page the role may not open still has its route, so a typed address explains itself.
  const guarded = (label: string, access: PageAccess, page: ReactNode) => (mayOpen(access, role) ? page : <NoAccess page={label} access={access} />);

  return (
    <div className="project-settings">
      <div className="project-settings__nav">
        <SettingsNav label="Project settings" backHref={`~/${slug}/projects/${project.id}/issues/`} backLabel={`Back to ${project.name}`} pages={visible} />
      </div>
      <div className="settings-page">
        <Switch>
          <Route path="/">
            <GeneralSettings {...context} onProjectChange={onProjectChange} />
          </Route>
          <Route path="/members/?">{guarded("Members", "members", <MembersSettings {...context} />)}</Route>
          <Route path="/states/?">{guarded("States", "members", <StatesSettings {...context} />)}</Route>
          <Route path="/labels/?">{guarded("Labels", "members", <LabelsSettings {...context} />)}</Route>
          <Route path="/features/?">{guarded("Features", "admins", <FeaturesSettings {...context} />)}</Route>
          <Route path="/estimates/?">
            {guarded("Estimates", "admins", <ComingWithFeature title="Estimates" message="Cairn does not have estimates yet, so work items carry no points or times and there is nothing to set up here." />)}
          </Route>
          <Route path="/automations/?">
            {guarded(
              "Automations",
              "admins",
              <ComingWithFeature title="Automations" message="Cairn does not have automations yet: closed work items are not archived and stale ones are not closed by themselves." />,
            )}
          </Route>
          <Route>
            <ComingWithFeature title="Page not found" status="No such page" message="This settings page does not exist. Pick one from the list of project settings." />
          </Route>
        </Switch>
      </div>
    </div>
  );
}
