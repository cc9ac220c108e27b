import { Issue, ISSUE_COLUMNS } from "../../db/models/Issue.js";
import { mergedWithStored } from "../documents/documentState.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { updateWorkItem } from "./workItemUpdate.js";

interface WorkItemDescriptionStoreInput extends UnitOfWork {
  workItemId: string;
  /** The document's Yjs state as the document server holds it. */
  binary: Uint8Array;
}

/**
 * Stores a work item's description as the document server holds it, merged with the row's state (so a
 * REST write it has not seen yet is kept): its Yjs state, and its HTML and plain text rendered by the
 * shared schema for every other reader. A change of text is an ordinary description change (history,
 * mentions, notifications, work_item.updated) through the same path as a PATCH; a store that changes only
 * the Yjs state (the first open of an old description, edits undone) writes the state alone and tells
 * nobody. Answers false when there is nothing to store to: the item was deleted, or archived (read-only)
 * meanwhile.
 */
export async function workItemDescriptionStore({ trx, outbox, actor, workItemId, binary }: WorkItemDescriptionStoreInput): Promise<boolean> {
  // The state is read with the locked row: every open description stores through here, so no second query.
  const issue = await Issue.query(trx).select([...ISSUE_COLUMNS, "issues.description_binary"]).findById(workItemId).forUpdate();
  if (!issue || issue.archived_at) return false;
  const content = mergedWithStored({ binary: issue.description_binary, html: issue.description_html }, binary);
  if (content.description.html === issue.description_html) {
    await trx("issues").where("id", issue.id).update({ description_binary: Buffer.from(content.binary) });
    return true;
  }
  await updateWorkItem({ trx, outbox, actor, issue, fields: { description_html: content.description.html }, descriptionBinary: content.binary });
  return true;
}
