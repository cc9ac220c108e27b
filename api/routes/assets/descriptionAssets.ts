import type Router from "@koa/router";
import { ASSET_NOT_UPLOADED } from "../../assets/attachments.js";
import { descriptionAssetUrl, findDescriptionAsset } from "../../assets/descriptionAssets.js";
import { sendAsset } from "../../assets/download.js";
import { receiveUpload } from "../../assets/receiveUpload.js";
import { requireUser } from "../../auth/sessions.js";
import { descriptionAssetAnnounce } from "../../commands/descriptionAssetAnnounce.js";
import { descriptionAssetConfirm } from "../../commands/descriptionAssetConfirm.js";
import type { DescriptionAssetAnnouncedShape } from "../../contract/assetShapes.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { ValidationError } from "../../errors.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { projectScope, requireProject } from "../../middleware/projectScope.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace } from "../../middleware/workspaceScope.js";
import { authorizeDescriptionEntity, entityOfAsset } from "../../policies/descriptionAsset.js";
import { presentUploadData } from "../../presenters/uploadData.js";
import { DescriptionAssetCreateSchema } from "./schema.js";

/**
 * Plane's ProjectAssetEndpoint for images in rich text (work item descriptions, comments, pages): announce
 * (POST), upload to the returned url, confirm (PATCH), read (GET). Every step asks the rules of the text the
 * image belongs to: changing it for the first three (so never a Guest), reading it for the last.
 */
export function mountDescriptionAssets(router: Router<AppState, AppContextExtras>, base: string): void {
  const slug = (ctx: AppContext) => requireWorkspace(ctx).workspace.slug;
  /** The route's asset, once the caller passed the rules of its text for `action`. */
  const allowedAsset = async (ctx: AppContext, action: "read" | "edit") => {
    const visible = requireProject(ctx);
    const asset = await findDescriptionAsset(ctx.services.db, visible.project, String(ctx.params.assetId));
    await authorizeDescriptionEntity(ctx.services.db, visible, requireUser(ctx).id, entityOfAsset(asset), action);
    return asset;
  };

  router.post(
    `${base}/`,
    projectScope("edit"),
    withInput({ body: DescriptionAssetCreateSchema }, async (ctx, { body }) => {
      const visible = requireProject(ctx);
      const user = requireUser(ctx);
      const { project } = visible;
      const asset = await inUnitOfWork(ctx, async (uow) => {
        const entity = await authorizeDescriptionEntity(uow.trx, visible, user.id, { type: body.entity_type, id: body.entity_identifier }, "edit");
        return descriptionAssetAnnounce({ ...uow, workspaceId: project.workspace_id, projectId: project.id, entityType: body.entity_type, entity, fields: body });
      });
      const assetUrl = descriptionAssetUrl(slug(ctx), asset);
      const announced: DescriptionAssetAnnouncedShape = {
        upload_data: presentUploadData(ctx.services.config, asset, assetUrl, user.id),
        asset_id: asset.id,
        asset_url: assetUrl,
      };
      ctx.body = announced;
    }),
  );

  router.post(`${base}/:assetId/upload/`, projectScope("edit"), async (ctx) => {
    await receiveUpload(ctx, await allowedAsset(ctx, "edit"), requireUser(ctx).id);
  });

  router.patch(`${base}/:assetId/`, projectScope("edit"), async (ctx) => {
    await allowedAsset(ctx, "edit");
    const { project } = requireProject(ctx);
    await inUnitOfWork(ctx, (uow) => descriptionAssetConfirm({ ...uow, project, assetId: String(ctx.params.assetId), dataDir: ctx.services.config.dataDir }));
    ctx.status = 204;
  });

  router.get(`${base}/:assetId/`, projectScope("read"), async (ctx) => {
    const asset = await allowedAsset(ctx, "read");
    if (!asset.is_uploaded) throw new ValidationError(ASSET_NOT_UPLOADED);
    sendAsset(ctx, asset);
  });
}
