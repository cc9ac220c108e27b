import type Router from "@koa/router";
import { FileAsset } from "../../../db/models/FileAsset.js";
import { attachmentAnnounce, attachmentConfirm, attachmentDelete, ASSET_NOT_UPLOADED, findAttachment } from "../../assets/attachments.js";
import { sendAsset } from "../../assets/download.js";
import { deleteAsset } from "../../assets/localStorage.js";
import { signUploadToken } from "../../assets/uploadToken.js";
import { requireUser } from "../../auth/sessions.js";
import { ROLE } from "../../contract/roles.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { ForbiddenError, ValidationError } from "../../errors.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { attachmentUrl, presentWorkItemAttachment } from "../../presenters/workItemAttachment.js";
import { findWorkItem } from "../../workItems/find.js";
import { writeWorkItem } from "../workItemWrite.js";
import { AttachmentCreateSchema } from "./schema.js";

/**
 * Plane's IssueAttachmentV2Endpoint: announce (POST), upload to the returned url, confirm (PATCH), then
 * list, read and delete. Reading needs a project role; announcing and confirming need Member; deleting is
 * for the uploader and project admins.
 */
export function mountWorkItemAttachments(router: Router<AppState, AppContextExtras>, base: string): void {
  const issueId = (ctx: AppContext) => String(ctx.params.issueId);
  const assetId = (ctx: AppContext) => String(ctx.params.assetId);
  const slug = (ctx: AppContext) => requireWorkspace(ctx).workspace.slug;

  router.get(`${base}/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, issueId(ctx));
    const assets = await FileAsset.query(ctx.services.db)
      .where({ issue_id: issue.id, workspace_id: issue.workspace_id, entity_type: "ISSUE_ATTACHMENT", is_uploaded: true })
      .orderBy("created_at", "desc")
      .orderBy("id");
    ctx.body = assets.map((asset) => presentWorkItemAttachment(slug(ctx), asset));
  });

  router.post(
    `${base}/`,
    workspaceMember(),
    projectScope("edit"),
    withInput({ body: AttachmentCreateSchema }, async (ctx, { body }) => {
      const actorId = requireUser(ctx).id;
      const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, issueId(ctx));
      const asset = await attachmentAnnounce(ctx.services.db, issue, actorId, body);
      const { config } = ctx.services;
      // S3's presigned POST, re-created: the browser posts `fields` and then the file to `url`.
      ctx.body = {
        upload_data: {
          url: `${config.webUrl}${attachmentUrl(slug(ctx), asset)}upload/`,
          fields: { "Content-Type": asset.attributes.type, key: asset.storage_key, token: signUploadToken(config.secretKey, asset.id, actorId) },
        },
        asset_id: asset.id,
        attachment: presentWorkItemAttachment(slug(ctx), asset),
        asset_url: attachmentUrl(slug(ctx), asset),
      };
    }),
  );

  router.patch(`${base}/:assetId/`, workspaceMember(), projectScope("edit"), async (ctx) => {
    await writeWorkItem(ctx, async (write) => {
      const asset = await findAttachment(write.trx, write.issue, assetId(ctx), { forUpdate: true });
      await attachmentConfirm({ ...write, slug: slug(ctx) }, ctx.services.config.dataDir, asset);
    });
    ctx.status = 204;
  });

  router.get(`${base}/:assetId/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const issue = await findWorkItem(ctx.services.db, requireProject(ctx).project.id, issueId(ctx));
    const asset = await findAttachment(ctx.services.db, issue, assetId(ctx));
    if (!asset.is_uploaded) throw new ValidationError(ASSET_NOT_UPLOADED);
    sendAsset(ctx, asset);
  });

  router.delete(`${base}/:assetId/`, workspaceMember(), projectScope("read"), async (ctx) => {
    const { role } = requireProject(ctx);
    const asset = await writeWorkItem(ctx, async (write) => {
      const found = await findAttachment(write.trx, write.issue, assetId(ctx), { forUpdate: true });
      if (found.created_by_id !== write.actorId && (role ?? 0) < ROLE.ADMIN) throw new ForbiddenError("Only the uploader and project admins can delete an attachment.");
      await attachmentDelete({ ...write, slug: slug(ctx) }, found);
      return found;
    });
    // After the commit: a rolled-back delete must still find its file.
    await deleteAsset(ctx.services.config.dataDir, asset.storage_key);
    ctx.status = 204;
  });
}
