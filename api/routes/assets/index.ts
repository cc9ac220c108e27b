import Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";
import { mountAttachmentUpload } from "./upload.js";
import { mountWorkItemAttachments } from "./attachments.js";

/** Plane's asset v2 API, stored on local disk: work item attachments so far. */
export function assetsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const base = "/api/assets/v2/workspaces/:slug/projects/:projectId/issues/:issueId/attachments";
  mountWorkItemAttachments(router, base);
  mountAttachmentUpload(router, base);
  return router;
}
