import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { inTransaction } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { presentWorkItemReaction } from "../../presenters/workItemReaction.js";
import { findWorkItem } from "../../workItems/find.js";
import { listWorkItemReactions, workItemReactionCreate, workItemReactionDelete } from "../../workItems/workItemReactions.js";
import { WorkItemReactionCreateSchema } from "./schema.js";

/** Reactions on the work item itself (Plane's issues/:id/reactions/): anyone who can read the item reacts. */
export function mountWorkItemReactions(router: Router<AppState, AppContextExtras>, base: string): void {
  const path = `${base}/reactions/`;

  router.get(path, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, String(ctx.params.issueId));
    ctx.body = (await listWorkItemReactions(ctx.services.db, issue)).map(presentWorkItemReaction);
  });

  router.post(
    path,
    workspaceMember(),
    projectScope("read"),
    withInput({ body: WorkItemReactionCreateSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const reaction = await inTransaction(ctx, async (trx, outbox) => {
        const issue = await findWorkItem(trx, requireProject(ctx).project.id, String(ctx.params.issueId), { forUpdate: true });
        return workItemReactionCreate({ trx, outbox, actorId, issue }, body.reaction);
      });
      ctx.status = 201;
      ctx.body = presentWorkItemReaction(reaction);
    }),
  );

  router.delete(`${path}:reaction/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const actorId = requireUser(ctx).id;
    await inTransaction(ctx, async (trx, outbox) => {
      const issue = await findWorkItem(trx, requireProject(ctx).project.id, String(ctx.params.issueId), { forUpdate: true });
      await workItemReactionDelete({ trx, outbox, actorId, issue }, String(ctx.params.reaction));
    });
    ctx.status = 204;
  });
}
