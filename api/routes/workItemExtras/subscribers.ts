import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { findWorkItem } from "../../workItems/find.js";
import { isSubscribed, subscribe, unsubscribe } from "../../workItems/subscriptions.js";

/** Plane's subscribe/: the caller's own subscription; anyone who can read the item may follow it. */
export function mountWorkItemSubscribers(router: Router<AppState, AppContextExtras>, base: string): void {
  const path = `${base}/subscribe/`;

  router.get(path, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    ctx.body = { subscribed: await isSubscribed(ctx.services.db, issue.id, requireUser(ctx).id) };
  });

  router.post(path, workspaceMember(), projectScope("read"), async (ctx) => {
    const userId = requireUser(ctx).id;
    const made = await inTransaction(ctx, async (trx, outbox) => {
      const issue = await findWorkItem(trx, requireProject(ctx).project.id, String(ctx.params.issueId));
      return subscribe(trx, outbox, [issue], userId);
    });
    ctx.status = made > 0 ? 201 : 200;
    ctx.body = { subscribed: true };
  });

  router.delete(path, workspaceMember(), projectScope("read"), async (ctx) => {
    const userId = requireUser(ctx).id;
    await inTransaction(ctx, async (trx, outbox) => {
      const issue = await findWorkItem(trx, requireProject(ctx).project.id, String(ctx.params.issueId));
      await unsubscribe(trx, outbox, issue, userId);
    });
    ctx.status = 204;
  });
}
