import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { mountWorkspaceDraftItem } from "./draftItem.js";
import { mountWorkspaceDrafts } from "./drafts.js";
import { mountWorkspaceProfiles } from "./profiles.js";
import { mountWorkspaceSearch } from "./search.js";
import { mountWorkspaceViews } from "./views.js";

/** Work items seen from the workspace rather than one project: workspace views, profiles, drafts and search. */
export function workspaceItemsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  mountWorkspaceViews(router);
  mountWorkspaceProfiles(router);
  mountWorkspaceDrafts(router);
  mountWorkspaceDraftItem(router);
  mountWorkspaceSearch(router);
  return router;
}
