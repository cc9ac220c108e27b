import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { workItemSubscribe } from "../../commands/workItemSubscribe.js";
import { workItemUnsubscribe } from "../../commands/workItemUnsubscribe.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { findWorkItem } from "../../workItems/find.js";
import { isSubscribed } from "../../workItems/subscriptions.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";

/** Plane's subscribe/: the caller's own subscription; anyone who can read the item may follow it. */
export function mountWorkItemSubscribers(router: Router<AppState, AppContextExtras>, base: string): void {
  const path = `${base}/subscribe/`;

  router.get(path, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = { subscribed: await isSubscribed(ctx.services.db, issue.id, requireUser(ctx).id) };
  });

  router.post(path, signedIn(), async (ctx) => {
    const made = await writeWorkItem(ctx, "read", ({ issue, ...uow }) => workItemSubscribe({ ...uow, issues: [issue] }));
    ctx.status = made > 0 ? 201 : 200;
    ctx.body = { subscribed: true };
  });

  router.delete(path, signedIn(), async (ctx) => {
    // Leaving an archived item's notifications changes nothing on it.
    await writeWorkItem(ctx, "read", (write) => workItemUnsubscribe(write), { acceptsArchived: true });
    ctx.status = 204;
  });
}
