import type { Issue } from "../../db/models/Issue.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { recordActivity } from "../workItems/activity.js";
import { findLink } from "../workItems/links.js";

interface WorkItemLinkDeleteInput extends UnitOfWork {
  /** Locked in this transaction: the item is locked before its link. */
  issue: Issue;
  linkId: string;
}

/** Removes a link, records the history line and queues work_item_link.deleted. */
export async function workItemLinkDelete({ trx, outbox, actor, issue, linkId }: WorkItemLinkDeleteInput): Promise<void> {
  const link = await findLink(trx, issue, linkId, { forUpdate: true });
  await IssueLink.query(trx).deleteById(link.id);
  await recordActivity(trx, issue, actor.id, [{ verb: "deleted", field: "link", old_value: link.url, old_identifier: link.id }]);
  outbox.add(domainEvent("work_item_link.deleted", link, actor.id, { id: link.id, issue: issue.id }, toWorkItemAudience(issue)));
}
