import type { Issue } from "../../db/models/Issue.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentWorkItemLink } from "../presenters/workItemLink.js";
import { recordActivity } from "../workItems/activity.js";
import { assertUrlFree } from "../workItems/links.js";

interface WorkItemLinkCreateInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  fields: { url: string; title?: string | null };
}

/** Adds a link to the item (one per URL), records the history line and queues work_item_link.created. */
export async function workItemLinkCreate({ trx, outbox, actor, issue, fields }: WorkItemLinkCreateInput): Promise<IssueLink> {
  await assertUrlFree(trx, issue, fields.url);
  const link = await IssueLink.query(trx).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    url: fields.url,
    title: fields.title ?? null,
    metadata: {},
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
  await recordActivity(trx, issue, actor.id, [{ verb: "created", field: "link", new_value: link.url, new_identifier: link.id }]);
  outbox.add(domainEvent("work_item_link.created", link, actor.id, presentWorkItemLink(link), toWorkItemAudience(issue)));
  return link;
}
