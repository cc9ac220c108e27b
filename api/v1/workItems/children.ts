import type { Knex } from "knex";
import { FileAsset } from "../../../db/models/FileAsset.js";
import { Issue } from "../../../db/models/Issue.js";
import { IssueActivity } from "../../../db/models/IssueActivity.js";
import { ASSET_NOT_FOUND } from "../../assets/attachments.js";
import { NotFoundError } from "../../errors.js";
import { findInScope } from "../../findInScope.js";
import { propertyLinesOnly } from "../../workItems/history.js";

const ACTIVITY_NOT_FOUND = "Activity not found";

/**
 * One line of the item's history, among those its v1 list holds (not comment lines, as Plane's detail
 * endpoint leaves them out too); another item's line, or a made-up id, is the same 404.
 */
export async function findItemActivity(db: Knex, issue: Issue, id: string): Promise<IssueActivity> {
  return findInScope(id, ACTIVITY_NOT_FOUND, () => propertyLinesOnly(IssueActivity.query(db).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id })));
}

/**
 * An announced work item attachment with its item's archive mark, by id alone: the v1 upload URL names
 * nothing else, as an S3 presigned POST names only its key (the signed token says whose and which it is).
 */
export async function findAnnouncedAttachment(db: Knex, assetId: string): Promise<{ asset: FileAsset; issue: Pick<Issue, "archived_at" | "sequence_id"> }> {
  const asset = await findInScope(assetId, ASSET_NOT_FOUND, () => FileAsset.query(db).findOne({ id: assetId, entity_type: "ISSUE_ATTACHMENT" }).whereNotNull("issue_id"));
  const issue = await Issue.query(db).select("archived_at", "sequence_id").findById(asset.issue_id as string);
  if (!issue) throw new NotFoundError(ASSET_NOT_FOUND);
  return { asset, issue };
}
