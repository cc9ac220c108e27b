import type { Next } from "koa";
import { requireUser } from "../auth/sessions.js";
import type { AppContext } from "../context.js";
import { authorizeAdministerProject, authorizeEditProjectContent, authorizeReadProjectContent } from "../policies/project.js";
import { visibleProject, type ArchiveFilter, type VisibleProject } from "../projects/visibility.js";
import { requireWorkspace } from "./workspaceScope.js";

/** What a route under /projects/:projectId/ asks of the caller's effective project role. */
export type ProjectAccess = "see" | "read" | "edit" | "administer";

const AUTHORIZE: Record<ProjectAccess, (role: number | null) => void> = {
  see: () => undefined,
  read: authorizeReadProjectContent,
  edit: authorizeEditProjectContent,
  administer: authorizeAdministerProject,
};

/**
 * After workspaceMember(): loads the project named by :projectId once, if the caller may see it (a
 * foreign, hidden, archived or made-up id is the same 404), checks `access` against the caller's project
 * role (403), and leaves the project for the handler.
 */
export function projectScope(access: ProjectAccess, archive: ArchiveFilter = "active") {
  return async function loadProject(ctx: AppContext, next: Next): Promise<void> {
    const { workspace, membership } = requireWorkspace(ctx);
    const viewer = { userId: requireUser(ctx).id, workspaceRole: membership.role };
    const project = await visibleProject(ctx.services.db, workspace.id, viewer, String(ctx.params.projectId), archive);
    AUTHORIZE[access](project.role);
    ctx.state.project = project;
    return next();
  };
}

export function requireProject(ctx: AppContext): VisibleProject {
  const project = ctx.state.project;
  if (!project) throw new Error("requireProject() used on a route without projectScope()");
  return project;
}
