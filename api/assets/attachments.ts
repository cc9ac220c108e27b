import type { Knex } from "knex";
import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import { findInScope } from "../findInScope.js";

/** Plane's wording. */
export const ASSET_NOT_FOUND = "The requested asset could not be found.";
export const ASSET_NOT_UPLOADED = "The asset is not uploaded.";

/** An attachment of this work item; another item's asset, or a made-up id, is the same 404. */
export async function findAttachment(trx: Knex, issue: Issue, id: string, options: { forUpdate?: boolean } = {}): Promise<FileAsset> {
  return findInScope(id, ASSET_NOT_FOUND, () => {
    const query = FileAsset.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id, entity_type: "ISSUE_ATTACHMENT" });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** The item's uploaded attachments, newest first; announced uploads whose file never arrived stay unlisted. */
export async function listAttachments(db: Knex, issue: Issue): Promise<FileAsset[]> {
  return FileAsset.query(db)
    .where({ issue_id: issue.id, workspace_id: issue.workspace_id, entity_type: "ISSUE_ATTACHMENT", is_uploaded: true })
    .orderBy("created_at", "desc")
    .orderBy("id");
}
