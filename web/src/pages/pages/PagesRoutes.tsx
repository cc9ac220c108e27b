import { Route, Switch } from "wouter";
import { canAdministerProject, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import type { Project, RoleValue } from "../../http/types";
import { PageDetailPage } from "./PageDetailPage";
import { PagesListPage } from "./PagesListPage";
import { PagesTurnedOff } from "./PagesTurnedOff";

interface Props {
  slug: string;
  project: Project;
  workspaceRole: RoleValue;
}

/** Everything under /{slug}/projects/{id}/pages/: the list and one page, while the project's Pages feature is on. */
export default function PagesRoutes({ slug, project, workspaceRole }: Props) {
  if (!project.page_view) {
    const isAdmin = canAdministerProject(effectiveProjectRole(workspaceRole, project.member_role));
    return <PagesTurnedOff projectName={project.name} settingsHref={isAdmin ? `~/${slug}/projects/${project.id}/settings/features/` : null} />;
  }
  return (
    <Switch>
      <Route path="/">
        <PagesListPage slug={slug} project={project} workspaceRole={workspaceRole} />
      </Route>
      <Route path="/:pageId/?">{(params) => <PageDetailPage key={params.pageId} slug={slug} project={project} pageId={params.pageId} workspaceRole={workspaceRole} />}</Route>
    </Switch>
  );
}
