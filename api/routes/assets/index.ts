import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { mountAttachmentUpload } from "./upload.js";
import { mountWorkItemAttachments } from "./attachments.js";
import { mountDescriptionAssets } from "./descriptionAssets.js";

/** Plane's asset v2 API, stored on local disk: work item attachments and images in rich text. */
export function assetsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const base = "/api/assets/v2/workspaces/:slug/projects/:projectId/issues/:issueId/attachments";
  mountWorkItemAttachments(router, base);
  mountAttachmentUpload(router, base);
  mountDescriptionAssets(router, "/api/assets/v2/workspaces/:slug/projects/:projectId");
  return router;
}
