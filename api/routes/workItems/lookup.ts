import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { NotFoundError } from "../../errors.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { findWorkItemByKey } from "../../workItems/findByKey.js";
import { presentWorkItemForViewer } from "../../workItems/presentWorkItems.js";
import { parseWorkItemKey } from "./schema.js";

/** SPEC.md section 5: a lookup by identifier that finds nothing says so in these words. */
const ISSUE_NOT_FOUND = "Issue not found";

/**
 * GET /api/workspaces/{slug}/work-items/{IDENT}-{seq}/: the work item behind a /browse/ link. A key that
 * is malformed, names a hidden project or names no item is the same 404.
 */
export function mountWorkItemLookup(router: Router<AppState, AppContextExtras>): void {
  router.get("/api/workspaces/:slug/work-items/:key/", workspaceMember(), async (ctx) => {
    const key = parseWorkItemKey(String(ctx.params.key));
    if (!key) throw new NotFoundError(ISSUE_NOT_FOUND);
    const { workspace, membership } = requireWorkspace(ctx);
    const userId = requireUser(ctx).id;
    const issue = await findWorkItemByKey(ctx.services.db, workspace.id, { userId, workspaceRole: membership.role }, key);
    if (!issue) throw new NotFoundError(ISSUE_NOT_FOUND);
    ctx.body = await presentWorkItemForViewer(ctx.services.db, issue, userId);
  });
}
