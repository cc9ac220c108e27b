import type Router from "@koa/router";
import { Issue } from "../../../db/models/Issue.js";
import { requireUser } from "../../auth/sessions.js";
import { canReadProjectContent } from "../../contract/projectRoles.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { toVisibleProject, visibleProjectsQuery } from "../../projects/visibility.js";
import { presentWorkItemForViewer } from "../../workItems/presentWorkItems.js";
import { parseWorkItemKey } from "./schema.js";

/** SPEC.md section 5: a lookup by identifier that finds nothing says so in these words. */
export const ISSUE_NOT_FOUND = "Issue not found";

/**
 * GET /api/workspaces/{slug}/work-items/{IDENT}-{seq}/: the work item behind a /browse/ link. A key that
 * is malformed, names a hidden project or names no item is the same 404.
 */
export function mountWorkItemLookup(router: Router<AppState, AppContextExtras>): void {
  router.get("/api/workspaces/:slug/work-items/:key/", workspaceMember(), async (ctx) => {
    const key = parseWorkItemKey(String(ctx.params.key));
    if (!key) throw new NotFoundError(ISSUE_NOT_FOUND);
    const { workspace, membership } = requireWorkspace(ctx);
    const viewer = { userId: requireUser(ctx).id, workspaceRole: membership.role };
    const row = await visibleProjectsQuery(ctx.services.db, workspace.id, viewer, "active").where("projects.identifier", key.identifier).first();
    const project = row ? toVisibleProject(row, viewer) : null;
    if (!project || !canReadProjectContent(project.role)) throw new NotFoundError(ISSUE_NOT_FOUND);
    const issue = await Issue.query(ctx.services.db).findOne({ project_id: project.project.id, sequence_id: key.sequenceId });
    if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND);
    ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, requireUser(ctx).id);
  });
}
