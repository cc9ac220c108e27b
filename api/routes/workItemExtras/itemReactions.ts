import type Router from "@koa/router";
import { workItemReactionCreate } from "../../commands/workItemReactionCreate.js";
import { workItemReactionDelete } from "../../commands/workItemReactionDelete.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentWorkItemReaction } from "../../presenters/workItemReaction.js";
import { findWorkItem } from "../../workItems/find.js";
import { listWorkItemReactions } from "../../workItems/workItemReactions.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";
import { WorkItemReactionCreateSchema } from "./schema.js";

/** Reactions on the work item itself (Plane's issues/:id/reactions/): anyone who can read the item reacts. */
export function mountWorkItemReactions(router: Router<AppState, AppContextExtras>, base: string): void {
  const path = `${base}/reactions/`;

  router.get(path, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), String(ctx.params.issueId));
    ctx.body = (await listWorkItemReactions(ctx.services.db, issue)).map(presentWorkItemReaction);
  });

  router.post(
    path,
    signedIn(),
    withInput({ body: WorkItemReactionCreateSchema }, async (ctx, { body }) => {
      const reaction = await writeWorkItem(ctx, "read", (write) => workItemReactionCreate({ ...write, reaction: body.reaction }));
      ctx.status = 201;
      ctx.body = presentWorkItemReaction(reaction);
    }),
  );

  router.delete(`${path}:reaction/`, signedIn(), async (ctx) => {
    await writeWorkItem(ctx, "read", (write) => workItemReactionDelete({ ...write, reaction: String(ctx.params.reaction) }));
    ctx.status = 204;
  });
}
