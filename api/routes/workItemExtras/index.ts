import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { mountWorkItemComments } from "./comments.js";
import { mountWorkItemReactions } from "./itemReactions.js";
import { mountWorkItemLinks } from "./links.js";
import { mountCommentReactions } from "./commentReactions.js";
import { mountWorkItemRelations } from "./relations.js";
import { mountWorkItemSubscribers } from "./subscribers.js";

/** Relations, links, comments with reactions, reactions on the item, and subscriptions of one work item (Plane's app API). */
export function workItemExtrasRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const projectBase = "/api/workspaces/:slug/projects/:projectId";
  const base = `${projectBase}/issues/:issueId`;
  mountWorkItemRelations(router, base);
  mountWorkItemLinks(router, base);
  mountWorkItemComments(router, base);
  mountCommentReactions(router, base, projectBase);
  mountWorkItemReactions(router, base);
  mountWorkItemSubscribers(router, base);
  return router;
}
