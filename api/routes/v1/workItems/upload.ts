import type Router from "@koa/router";
import { z } from "zod";
import { receiveUpload } from "../../../assets/receiveUpload.js";
import type { AppContextExtras, AppState } from "../../../context.js";
import { ForbiddenError } from "../../../errors.js";
import { findAnnouncedAttachment } from "../../../v1/workItems/children.js";
import { assertLive } from "../../../workItems/archivable.js";
import { v1Route } from "../route.js";

/** Where a v1 attachment's upload_data.url points; the asset id is all it names. */
export const v1UploadPath = (assetId: string) => `/api/v1/assets/${assetId}/`;

const V1UploadParamsSchema = z.object({ assetId: z.string().describe("The announced attachment's id (asset_id).") });

/**
 * The upload step of v1's attachment flow. A script uploads as it would to S3's presigned POST, with the
 * form fields it was given and no API key, so the signed token in those fields is the only credential:
 * it holds for this asset, the person who announced it, and ten minutes (api/assets/uploadToken.ts). The
 * bytes stay unlisted until that person's key confirms them (PATCH is_uploaded), which checks their rights again.
 */
export function mountV1AttachmentUpload(router: Router<AppState, AppContextExtras>): void {
  v1Route(router, { method: "post", path: "/api/v1/assets/:assetId/upload/", summary: "Upload an announced attachment's file (multipart, the fields of upload_data first)", input: { params: V1UploadParamsSchema } }, [], async (ctx, { params }) => {
    const { asset, issue } = await findAnnouncedAttachment(ctx.services.db, params.assetId);
    if (!asset.created_by_id) throw new ForbiddenError("The upload token is invalid or has expired.");
    // Announced before the item was archived: the file waits for a restore like every other change. Checked
    // after the token, since this route takes no key: the token is what entitles anyone to hear of the item.
    await receiveUpload(ctx, asset, asset.created_by_id, () => assertLive([issue]));
  });
}
