import type { Issue } from "../../db/models/Issue.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { changedFields, domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentWorkItemLink } from "../presenters/workItemLink.js";
import { recordActivity } from "../workItems/activity.js";
import { assertUrlFree, findLink } from "../workItems/links.js";

interface WorkItemLinkUpdateInput extends UnitOfWork {
  /** Locked in this transaction: the item is locked before its link. */
  issue: Issue;
  linkId: string;
  fields: { url?: string; title?: string | null };
}

/** Changes a link's URL or title, records the history line and queues work_item_link.updated. */
export async function workItemLinkUpdate({ trx, outbox, actor, issue, linkId, fields }: WorkItemLinkUpdateInput): Promise<IssueLink> {
  const link = await findLink(trx, issue, linkId, { forUpdate: true });
  if (fields.url !== undefined && fields.url !== link.url) await assertUrlFree(trx, issue, fields.url, link.id);
  const updated = await IssueLink.query(trx).patchAndFetchById(link.id, { ...fields, updated_by_id: actor.id, updated_at: new Date() });
  await recordActivity(trx, issue, actor.id, [{ verb: "updated", field: "link", old_value: link.url, new_value: updated.url, old_identifier: link.id, new_identifier: link.id }]);
  outbox.add(domainEvent("work_item_link.updated", updated, actor.id, changedFields(presentWorkItemLink(link), presentWorkItemLink(updated)), toWorkItemAudience(issue)));
  return updated;
}
