import type Router from "@koa/router";
import { findAttachment } from "../../assets/attachments.js";
import { deleteAsset, writeAsset } from "../../assets/localStorage.js";
import { MultipartReader, multipartBoundary } from "../../assets/multipart.js";
import { isValidUploadToken } from "../../assets/uploadToken.js";
import { requireUser } from "../../auth/sessions.js";
import { LIMITS } from "../../contract/limits.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { ConflictError, ForbiddenError, ValidationError } from "../../errors.js";
import { projectScope } from "../../middleware/projectScope.js";
import { workspaceMember } from "../../middleware/workspaceScope.js";
import { assertLive } from "../../workItems/archivable.js";
import { findWorkItem } from "../../workItems/find.js";
import { workItemScope } from "../workItemWrite.js";

/** S3 policy fields and our token are short; anything longer is not a field the upload needs. */
const MAX_FIELD_BYTES = 4096;
const MAX_FIELDS = 16;

/**
 * Where upload_data.url points: what an S3 presigned POST would accept, a multipart/form-data body of
 * fields and then the "file" part. The signed token in the fields is checked on top of the session and its
 * project role, and the usual CSRF check (X-CSRFToken) applies as to any same-origin write: the token
 * limits the upload to one asset, user and a few minutes; it does not replace the session.
 */
export function mountAttachmentUpload(router: Router<AppState, AppContextExtras>, base: string): void {
  router.post(`${base}/:assetId/upload/`, workspaceMember(), projectScope("edit"), async (ctx) => {
    const user = requireUser(ctx);
    const { config, db } = ctx.services;
    const issue = await findWorkItem(db, workItemScope(ctx), String(ctx.params.issueId));
    // Announced before the item was archived: the file waits for a restore like every other change.
    assertLive([issue]);
    const asset = await findAttachment(db, issue, String(ctx.params.assetId));
    if (asset.is_uploaded) throw new ConflictError("The asset is already uploaded.");
    const boundary = multipartBoundary(ctx.get("content-type"));
    if (!boundary) throw new ValidationError("Send the upload as multipart/form-data with the upload fields and then the file.");

    const reader = new MultipartReader(ctx.req[Symbol.asyncIterator](), boundary);
    const fields = new Map<string, string>();
    for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
      if (part.name !== "file") {
        if (fields.size >= MAX_FIELDS) throw new ValidationError("The upload has too many form fields.");
        fields.set(part.name, await reader.text(MAX_FIELD_BYTES));
        continue;
      }
      // Fields come before the file, as in a presigned POST, so nothing is written without a valid token.
      if (!isValidUploadToken(config.secretKey, fields.get("token") ?? "", asset.id, user.id)) {
        throw new ForbiddenError("The upload token is invalid or has expired.");
      }
      const received = await writeAsset(config.dataDir, asset.storage_key, reader.body(), LIMITS.uploadBytes);
      if (received !== asset.size) {
        await deleteAsset(config.dataDir, asset.storage_key);
        throw new ValidationError(`size: received ${received} bytes, but ${asset.size} were declared.`);
      }
      ctx.status = 204;
      return;
    }
    throw new ValidationError('The upload has no "file" part.');
  });
}
