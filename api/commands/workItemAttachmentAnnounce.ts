import { randomUUID } from "node:crypto";
import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import { storageKey } from "../assets/localStorage.js";
import type { UnitOfWork } from "../events/unitOfWork.js";

interface WorkItemAttachmentAnnounceInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  fields: { name: string; type: string; size: number };
}

/**
 * The first step of an upload: the row exists, unlisted, until workItemAttachmentConfirm finds the file
 * on disk. Nobody can see it yet, so nothing is announced here: work_item_attachment.created comes with
 * the confirmation.
 */
export async function workItemAttachmentAnnounce({ trx, actor, issue, fields }: WorkItemAttachmentAnnounceInput): Promise<FileAsset> {
  const id = randomUUID();
  return FileAsset.query(trx).insertAndFetch({
    id,
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    entity_type: "ISSUE_ATTACHMENT",
    attributes: { name: fields.name, type: fields.type, size: fields.size },
    size: fields.size,
    storage_key: storageKey(issue.workspace_id, id),
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
}
