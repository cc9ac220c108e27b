import type Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { presentWorkItemReaction } from "../../presenters/workItemReaction.js";
import { findWorkItem } from "../../workItems/find.js";
import { listWorkItemReactions, workItemReactionCreate, workItemReactionDelete } from "../../workItems/workItemReactions.js";
import { writeWorkItem } from "../workItemWrite.js";
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
      const reaction = await writeWorkItem(ctx, (write) => workItemReactionCreate(write, body.reaction));
      ctx.status = 201;
      ctx.body = presentWorkItemReaction(reaction);
    }),
  );

  router.delete(`${path}:reaction/`, workspaceMember(), projectScope("read"), async (ctx) => {
    await writeWorkItem(ctx, (write) => workItemReactionDelete(write, String(ctx.params.reaction)));
    ctx.status = 204;
  });
}
