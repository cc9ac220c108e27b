import type Router from "@koa/router";
import { ASSET_NOT_UPLOADED, findAttachment, listAttachments } from "../../assets/attachments.js";
import { sendAsset } from "../../assets/download.js";
import { deleteAsset } from "../../assets/localStorage.js";
import { requireUser } from "../../auth/sessions.js";
import { workItemAttachmentAnnounce } from "../../commands/workItemAttachmentAnnounce.js";
import { workItemAttachmentConfirm } from "../../commands/workItemAttachmentConfirm.js";
import { workItemAttachmentDelete } from "../../commands/workItemAttachmentDelete.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { ValidationError } from "../../errors.js";
import { projectScope } from "../../middleware/projectScope.js";
import { signedIn } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace } from "../../middleware/workspaceScope.js";
import { presentAttachmentAnnounced, presentWorkItemAttachment } from "../../presenters/workItemAttachment.js";
import { findWorkItem } from "../../workItems/find.js";
import { workItemScope, writeWorkItem } from "../workItemWrite.js";
import { AttachmentCreateSchema } from "./schema.js";

/**
 * Plane's IssueAttachmentV2Endpoint: announce (POST), upload to the returned url, confirm (PATCH), then
 * list, read and delete. Reading needs a project role; announcing and confirming need Member; deleting is
 * for the uploader and project admins. Only the confirmation announces the attachment to others.
 */
export function mountWorkItemAttachments(router: Router<AppState, AppContextExtras>, base: string): void {
  const issueId = (ctx: AppContext) => String(ctx.params.issueId);
  const assetId = (ctx: AppContext) => String(ctx.params.assetId);
  const slug = (ctx: AppContext) => requireWorkspace(ctx).workspace.slug;

  router.get(`${base}/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), issueId(ctx));
    ctx.body = (await listAttachments(ctx.services.db, issue)).map((asset) => presentWorkItemAttachment(slug(ctx), asset));
  });

  router.post(
    `${base}/`,
    signedIn(),
    withInput({ body: AttachmentCreateSchema }, async (ctx, { body }) => {
      const asset = await writeWorkItem(ctx, "edit", (write) => workItemAttachmentAnnounce({ ...write, fields: body }));
      ctx.body = presentAttachmentAnnounced(ctx.services.config, slug(ctx), asset, requireUser(ctx).id);
    }),
  );

  router.patch(`${base}/:assetId/`, signedIn(), async (ctx) => {
    await writeWorkItem(ctx, "edit", (write) => workItemAttachmentConfirm({ ...write, assetId: assetId(ctx), dataDir: ctx.services.config.dataDir, slug: slug(ctx) }));
    ctx.status = 204;
  });

  router.get(`${base}/:assetId/`, projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, workItemScope(ctx), issueId(ctx));
    const asset = await findAttachment(ctx.services.db, issue, assetId(ctx));
    if (!asset.is_uploaded) throw new ValidationError(ASSET_NOT_UPLOADED);
    sendAsset(ctx, asset);
  });

  router.delete(`${base}/:assetId/`, signedIn(), async (ctx) => {
    const asset = await writeWorkItem(ctx, "read", (write) => workItemAttachmentDelete({ ...write, assetId: assetId(ctx) }));
    // After the commit: a rolled-back delete must still find its file.
    await deleteAsset(ctx.services.config.dataDir, asset.storage_key);
    ctx.status = 204;
  });
}
