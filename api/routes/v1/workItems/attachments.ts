import type Router from "@koa/router";
import { ASSET_NOT_UPLOADED, findAttachment, listAttachments } from "../../../assets/attachments.js";
import { sendAsset } from "../../../assets/download.js";
import { deleteAsset } from "../../../assets/localStorage.js";
import { requireUser } from "../../../auth/sessions.js";
import { workItemAttachmentAnnounce } from "../../../commands/workItemAttachmentAnnounce.js";
import { workItemAttachmentConfirm } from "../../../commands/workItemAttachmentConfirm.js";
import { workItemAttachmentDelete } from "../../../commands/workItemAttachmentDelete.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { ValidationError } from "../../../errors.js";
import { projectScope } from "../../../middleware/projectScope.js";
import { signedIn } from "../../../middleware/guards.js";
import { requireWorkspace } from "../../../middleware/workspaceScope.js";
import { presentAttachmentAnnounced, presentWorkItemAttachment } from "../../../presenters/workItemAttachment.js";
import { findWorkItem } from "../../../workItems/find.js";
import { workItemScope, writeWorkItem } from "../../workItemWrite.js";
import { v1Route } from "../route.js";
import { V1AttachmentConfirmSchema, V1AttachmentCreateSchema, V1AttachmentParamsSchema } from "./childSchema.js";
import { V1WorkItemParamsSchema } from "./schema.js";
import { mountV1AttachmentUpload, v1UploadPath } from "./upload.js";

/** Plane names the attachments `issue-attachments/` under issues/ and `attachments/` under work-items/. */
const ATTACHMENT_PATHS = ["issues/:issueId/issue-attachments", "work-items/:issueId/attachments"] as const;

/**
 * Plane's v1 attachment flow (IssueAttachmentListCreateAPIEndpoint): POST {name, type, size} announces
 * it and answers where to upload; the client posts the file to upload_data.url, then PATCHes
 * {is_uploaded: true} (./upload.js says why the upload itself needs no key), which checks the file arrived and announces it to everyone. The app's commands and
 * rules: reading needs a project role, announcing and confirming Member, deleting the uploader or an admin.
 * The list is a plain array, as Plane's is.
 */
export function mountV1WorkItemAttachments(router: Router<AppState, AppContextExtras>): void {
  for (const tail of ATTACHMENT_PATHS) {
    const attachments = `/api/v1/workspaces/:slug/projects/:projectId/${tail}/`;
    const attachment = `${attachments}:assetId/`;

    v1Route(router, { method: "get", path: attachments, summary: "List a work item's attachments", input: { params: V1WorkItemParamsSchema } }, [projectScope("read")], async (ctx, { params }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      const { slug } = requireWorkspace(ctx).workspace;
      ctx.body = (await listAttachments(ctx.services.db, issue)).map((asset) => presentWorkItemAttachment(slug, asset));
    });

    v1Route(router, { method: "post", path: attachments, summary: "Announce an attachment and get where to upload it", input: { params: V1WorkItemParamsSchema, body: V1AttachmentCreateSchema } }, [signedIn()], async (ctx, { body }) => {
      const asset = await writeWorkItem(ctx, "edit", (write) => workItemAttachmentAnnounce({ ...write, fields: body }));
      ctx.body = presentAttachmentAnnounced(ctx.services.config, requireWorkspace(ctx).workspace.slug, asset, requireUser(ctx).id, v1UploadPath(asset.id));
    });

    v1Route(router, { method: "patch", path: attachment, summary: "Confirm an attachment's upload", input: { params: V1AttachmentParamsSchema, body: V1AttachmentConfirmSchema } }, [signedIn()], async (ctx, { params }) => {
      await writeWorkItem(ctx, "edit", (write) => workItemAttachmentConfirm({ ...write, assetId: params.assetId, dataDir: ctx.services.config.dataDir, slug: requireWorkspace(ctx).workspace.slug }));
      ctx.status = 204;
    });

    v1Route(router, { method: "get", path: attachment, summary: "Download an attachment", input: { params: V1AttachmentParamsSchema } }, [projectScope("read")], async (ctx, { params }) => {
      const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), params.issueId);
      const asset = await findAttachment(ctx.services.db, issue, params.assetId);
      if (!asset.is_uploaded) throw new ValidationError(ASSET_NOT_UPLOADED);
      sendAsset(ctx, asset);
    });

    v1Route(router, { method: "delete", path: attachment, summary: "Delete an attachment", input: { params: V1AttachmentParamsSchema } }, [signedIn()], async (ctx, { params }) => {
      const asset = await writeWorkItem(ctx, "read", (write) => workItemAttachmentDelete({ ...write, assetId: params.assetId }));
      // After the commit: a rolled-back delete must still find its file.
      await deleteAsset(ctx.services.config.dataDir, asset.storage_key);
      ctx.status = 204;
    });
  }
  mountV1AttachmentUpload(router);
}
