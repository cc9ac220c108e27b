import { Issue } from "../../db/models/Issue.js";
import type { Project } from "../../db/models/Project.js";
import { domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import { recordActivity, recordActivityLines } from "../workItems/activity.js";
import type { WorkItemFields } from "../workItems/fields.js";
import { syncMentions } from "../workItems/mentions.js";
import { parentChange } from "../workItems/parentChange.js";
import { presentOneWorkItem } from "../workItems/presentWorkItems.js";
import { assertAssignees, assertLabels, assertParent, resolveState } from "../workItems/references.js";
import { sanitizeDescription } from "../workItems/sanitizeDescription.js";
import { nextSortOrder } from "../workItems/sortOrder.js";

interface WorkItemCreateInput extends UnitOfWork {
  project: Project;
  fields: WorkItemFields & { name: string };
}

/**
 * Creates a work item: checks every id it names, takes the project's next sequence id (the project row
 * stays locked until commit, so concurrent creates queue and never share a number), records the
 * "created" activity and queues work_item.created (a draft's goes to its creator alone). The creator,
 * the assignees and the people the description mentions follow the item from now on; the assignees and
 * the mentioned are notified.
 */
export async function workItemCreate({ trx, outbox, actor, project, fields }: WorkItemCreateInput): Promise<Issue> {
  const state = await resolveState(trx, project.id, fields.state_id);
  if (fields.parent_id) await assertParent(trx, project.id, null, fields.parent_id);
  const assigneeIds = fields.assignee_ids ?? [];
  const labelIds = fields.label_ids ?? [];
  await assertAssignees(trx, project.id, assigneeIds);
  await assertLabels(trx, project.id, labelIds);
  const description = sanitizeDescription(fields.description_html ?? "");

  const [counter] = (await trx("projects").where("id", project.id).increment("last_sequence_id", 1).returning("last_sequence_id")) as {
    last_sequence_id: number;
  }[];
  if (!counter) throw new Error("the project vanished while creating a work item");

  const issue = await Issue.query(trx).insertAndFetch({
    workspace_id: project.workspace_id,
    project_id: project.id,
    sequence_id: counter.last_sequence_id,
    name: fields.name,
    description_html: description.html,
    description_stripped: description.stripped,
    priority: fields.priority ?? "none",
    state_id: state.id,
    parent_id: fields.parent_id ?? null,
    estimate_point: fields.estimate_point ?? null,
    start_date: fields.start_date ?? null,
    target_date: fields.target_date ?? null,
    completed_at: state.group === "completed" ? new Date() : null,
    is_draft: fields.is_draft ?? false,
    sort_order: fields.sort_order ?? (await nextSortOrder(trx, project.id)),
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
  const base = { workspace_id: project.workspace_id, project_id: project.id, issue_id: issue.id };
  if (assigneeIds.length > 0) await trx("issue_assignees").insert(assigneeIds.map((assignee_id) => ({ ...base, assignee_id })));
  if (labelIds.length > 0) await trx("issue_labels").insert(labelIds.map((label_id) => ({ ...base, label_id })));
  const mentions = await syncMentions(trx, issue, description.html);

  await recordActivity(trx, issue, actor.id, [{ verb: "created", field: null }]);
  // A new sub-issue is news on its parent's history too.
  await recordActivityLines(trx, actor.id, (await parentChange(trx, issue, null, issue)).parents);
  outbox.add(domainEvent("work_item.created", issue, actor.id, await presentOneWorkItem(trx, issue), toWorkItemAudience(issue)));

  const notifier = new WorkItemNotifier({ trx, outbox, actor });
  await notifier.itemCreated(issue, assigneeIds, mentions);
  await notifier.finish();
  return issue;
}
