import type { FileAsset } from "../../db/models/FileAsset.js";
import { LIMITS } from "../contract/limits.js";
import type { AppContext } from "../context.js";
import { ConflictError, ForbiddenError, ValidationError } from "../errors.js";
import { deleteAsset, writeAsset } from "./localStorage.js";
import { MultipartReader, multipartBoundary } from "./multipart.js";
import { isValidUploadToken } from "./uploadToken.js";

/** S3 policy fields and our token are short; anything longer is not a field the upload needs. */
const MAX_FIELD_BYTES = 4096;
const MAX_FIELDS = 16;

/**
 * Where upload_data.url points, for every kind of asset: what an S3 presigned POST would accept, a
 * multipart/form-data body of fields and then the "file" part. The signed token in the fields is checked
 * on top of the session and the caller's rights on the asset's entity (the route's), and the usual CSRF
 * check (X-CSRFToken) applies as to any same-origin write: the token limits the upload to one asset, user
 * and a few minutes; it does not replace the session. Answers 204 once the declared bytes are on disk.
 * `checkWrite`, a refusal that depends on the asset's entity, runs only once the token holds, so a caller
 * without one learns nothing about that entity.
 */
export async function receiveUpload(ctx: AppContext, asset: FileAsset, userId: string, checkWrite: () => void = () => undefined): Promise<void> {
  const { config } = ctx.services;
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
    if (!isValidUploadToken(config.secretKey, fields.get("token") ?? "", asset.id, userId)) {
      throw new ForbiddenError("The upload token is invalid or has expired.");
    }
    checkWrite();
    const received = await writeAsset(config.dataDir, asset.storage_key, reader.body(), LIMITS.uploadBytes);
    if (received !== asset.size) {
      await deleteAsset(config.dataDir, asset.storage_key);
      throw new ValidationError(`size: received ${received} bytes, but ${asset.size} were declared.`);
    }
    ctx.status = 204;
    return;
  }
  throw new ValidationError('The upload has no "file" part.');
}
