import { Issue, ISSUE_COLUMNS } from "../../db/models/Issue.js";
import { PREPARED } from "../../db/preparedStatements.js";
import { Label } from "../../db/models/Label.js";
import { State } from "../../db/models/State.js";
import { User } from "../../db/models/User.js";
import type { StateGroup } from "../contract/workItems.js";
import { withHtml } from "../documents/documentState.js";
import { storedDocumentState } from "../documents/storedState.js";
import { fieldError } from "../errors.js";
import { changedFields, domainEvent, toWorkItemAudience } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { updateChanges } from "../notifications/changes.js";
import { WorkItemNotifier } from "../notifications/workItemNotifier.js";
import { presentWorkItemDetail, type WorkItemExtras } from "../presenters/workItem.js";
import { activityInsert, recordActivityLines, type ActivityEntry } from "../workItems/activity.js";
import { replaceLinks, scalarChange, setChanges } from "../workItems/changes.js";
import type { WorkItemFields } from "../workItems/fields.js";
import { EXTRAS_COLUMN_NAMES, extrasColumns, extrasOf, loadWorkItemExtras } from "../workItems/load.js";
import { mentionsOf, syncMentions } from "../workItems/mentions.js";
import { parentChange } from "../workItems/parentChange.js";
import { assertAssignees, assertLabels, assertParent, resolveState } from "../workItems/references.js";
import { sanitizeDescription } from "../workItems/sanitizeDescription.js";
import { followerIds, followersColumn, subscribedColumn } from "../workItems/subscriptions.js";

interface WorkItemUpdateInput extends UnitOfWork {
  /** Locked in this transaction. */
  issue: Issue;
  fields: WorkItemFields;
  /** The item's extras when the caller has read them already (a bulk update reads all its items' in one query). */
  extrasBefore?: WorkItemExtras;
  /** The notifier of a change to many items (a bulk update), which queues everyone's counts once at its end. */
  notifier?: WorkItemNotifier;
  /** The description's Yjs state, when the document server stores the description it rendered (realtime/documents). */
  descriptionBinary?: Uint8Array;
}

/** A work item as it is after the change, with its extras read in the same statement that changed it. */
export interface UpdatedWorkItem {
  issue: Issue;
  extras: WorkItemExtras;
  /** Whether the actor follows the item once the change commits (its detail's is_subscribed to them). */
  actorSubscribed: boolean;
}

const SCALARS = ["name", "priority", "start_date", "target_date", "estimate_point", "is_draft"] as const;

/**
 * Changes a work item: checks the ids it names, keeps completed_at in step with the state group (SPEC.md
 * section 3), writes one history line per changed field, and queues work_item.updated with the fields
 * that changed. A draft's events reach its creator alone; a draft that becomes a live item is new to the
 * project, so the project hears work_item.created with the whole item. New assignees and newly
 * mentioned people follow the item from now on, and its followers are notified (api/notifications/).
 */
export async function workItemUpdate(input: WorkItemUpdateInput): Promise<Issue> {
  return (await updateWorkItem(input)).issue;
}

/**
 * workItemUpdate, answering the item's extras and whether the actor follows it too, so a caller that
 * presents the item to the actor (the PATCH route) need not read anything again.
 */
export async function updateWorkItem({ trx, outbox, actor, issue, fields, extrasBefore: known, notifier: shared, descriptionBinary }: WorkItemUpdateInput): Promise<UpdatedWorkItem> {
  const startDate = fields.start_date === undefined ? issue.start_date : fields.start_date;
  const targetDate = fields.target_date === undefined ? issue.target_date : fields.target_date;
  if (startDate && targetDate && startDate > targetDate) {
    throw fieldError("start_date", "must not be after target_date");
  }
  // Only a change of assignees or labels needs the lists as they were before it (to check and log what it
  // adds and removes); any other change leaves the extras as the update statement reads them, but for the
  // state group, which the state lookup below knows. So most PATCHes (a rename, a priority) read nothing here.
  const touchesLists = fields.assignee_ids !== undefined || fields.label_ids !== undefined;
  const listsBefore = known ?? (touchesLists ? (await loadWorkItemExtras(trx, [issue])).get(issue.id) : undefined);
  if (touchesLists && !listsBefore) throw new Error("unreachable: the extras of a loaded work item");
  const patch: Partial<Issue> = {};
  const history: ActivityEntry[] = [];

  for (const field of SCALARS) {
    if (fields[field] === undefined) continue;
    history.push(...scalarChange(field, issue[field], fields[field]));
    Object.assign(patch, { [field]: fields[field] });
  }
  if (fields.sort_order !== undefined) patch.sort_order = fields.sort_order;
  if (fields.description_html !== undefined) {
    const description = sanitizeDescription(fields.description_html);
    if (description.html !== issue.description_html) {
      history.push({ verb: "updated", field: "description" });
      // A REST write changes the document's state with its HTML, so the document server's next store
      // merges it in rather than writing its older state over it (api/documents/documentState.ts).
      const state = descriptionBinary ?? withHtml(await storedDocumentState(trx, "issues", issue), description.html).binary;
      patch.description_binary = Buffer.from(state);
    } else if (descriptionBinary) patch.description_binary = Buffer.from(descriptionBinary);
    Object.assign(patch, { description_html: description.html, description_stripped: description.stripped });
  }
  /** The state group before the change, when the state changes (the extras read after it have the new one). */
  let groupBefore: { group: StateGroup | null } | undefined;
  if (fields.state_id !== undefined && fields.state_id !== issue.state_id) {
    const next = await resolveState(trx, issue.project_id, fields.state_id);
    const previous = issue.state_id ? await State.query(trx).findById(issue.state_id) : undefined;
    if (next.id !== issue.state_id) {
      // A check constraint keeps the column to STATE_GROUPS.
      groupBefore = { group: (previous?.group as StateGroup | undefined) ?? null };
      history.push({ verb: "updated", field: "state", old_value: previous?.name ?? null, new_value: next.name, old_identifier: previous?.id ?? null, new_identifier: next.id });
      patch.state_id = next.id;
      // Entering the completed group stamps completed_at; leaving it clears the stamp.
      if (next.group === "completed" && previous?.group !== "completed") patch.completed_at = new Date();
      if (next.group !== "completed") patch.completed_at = null;
    }
  }
  if (fields.parent_id !== undefined && fields.parent_id !== issue.parent_id) {
    if (fields.parent_id) await assertParent(trx, issue.project_id, issue.id, fields.parent_id);
    patch.parent_id = fields.parent_id;
  }
  // Both parents hear of a move (and of a draft going live under one), as the item does.
  const parents = await parentChange(trx, issue, issue, { parent_id: patch.parent_id === undefined ? issue.parent_id : patch.parent_id, is_draft: patch.is_draft ?? issue.is_draft });
  history.push(...parents.own);
  if (fields.assignee_ids !== undefined && listsBefore) {
    // Only the people being added are checked: keeping an assignee who has since left the project is no
    // reason to refuse the rest of the change (a bulk update merges into such lists).
    await assertAssignees(trx, issue.project_id, fields.assignee_ids.filter((id) => !listsBefore.assignee_ids.includes(id)));
    const people = new Map((await User.query(trx).whereIn("id", [...fields.assignee_ids, ...listsBefore.assignee_ids])).map((u) => [u.id, u.display_name]));
    history.push(...setChanges("assignees", listsBefore.assignee_ids, fields.assignee_ids, (id) => people.get(id) ?? id));
    await replaceLinks(trx, "issue_assignees", "assignee_id", issue, fields.assignee_ids);
  }
  if (fields.label_ids !== undefined && listsBefore) {
    await assertLabels(trx, issue.project_id, fields.label_ids.filter((id) => !listsBefore.label_ids.includes(id)));
    const names = new Map((await Label.query(trx).whereIn("id", [...fields.label_ids, ...listsBefore.label_ids])).map((l) => [l.id, l.name]));
    history.push(...setChanges("labels", listsBefore.label_ids, fields.label_ids, (id) => names.get(id) ?? id));
    await replaceLinks(trx, "issue_labels", "label_id", issue, fields.label_ids);
  }

  // One round trip for the busiest write: the update answers the row, its extras and its followers as
  // they are now (after the assignee and label links above, under the item's lock, which every change to
  // its subscriptions takes too), in place of a write and three reads; and it writes the history lines,
  // all known by now, in a CTE of its own rather than an insert after it. Its text varies only with the
  // fields changed and the number of history lines, so it is prepared (db/preparedStatements.ts): planning
  // its RETURNING cost PostgreSQL more than running it.
  const statement = trx("issues");
  if (history.length > 0) statement.with("activity", activityInsert(trx, actor.id, history.map((entry) => ({ issue, entry }))));
  const [row] = (await statement
    .update({ ...patch, updated_by_id: actor.id, updated_at: new Date() })
    .where("id", issue.id)
    .returning([...ISSUE_COLUMNS, trx.raw(extrasColumns("issues")), trx.raw(followersColumn("issues")), subscribedColumn(trx, "issues", actor.id)])
    .options(PREPARED)) as Record<string, unknown>[];
  if (!row) throw new Error(`work item ${issue.id} vanished while locked`);
  const extras = extrasOf(row);
  const followers = followerIds(row);
  const subscribedBefore = row.is_subscribed === true;
  for (const column of [...EXTRAS_COLUMN_NAMES, "follower_ids", "is_subscribed"]) delete row[column];
  const updated = Issue.fromDatabaseJson(row);
  const newMentions = fields.description_html === undefined ? [] : await syncMentions(trx, updated, updated.description_html);
  await recordActivityLines(trx, actor.id, parents.parents);
  // The extras before the change are those after it but for what it changed (an item's own sub-issue,
  // attachment and link counts do not move with it).
  const extrasBefore: WorkItemExtras = {
    ...extras,
    assignee_ids: listsBefore?.assignee_ids ?? extras.assignee_ids,
    label_ids: listsBefore?.label_ids ?? extras.label_ids,
    state__group: groupBefore ? groupBefore.group : extras.state__group,
  };
  const after = presentWorkItemDetail(updated, extras);
  // The audience is the one that could see the item before: a live item turned into a draft is the project's news.
  outbox.add(
    issue.is_draft && !updated.is_draft
      ? domainEvent("work_item.created", updated, actor.id, after, toWorkItemAudience(updated))
      : domainEvent("work_item.updated", updated, actor.id, changedFields(presentWorkItemDetail(issue, extrasBefore), after), toWorkItemAudience(issue)),
  );

  const notifier = shared ?? new WorkItemNotifier({ trx, outbox, actor });
  /** Who follows the item from this change on; the actor may be among them (assigning or mentioning themselves). */
  let followed: string[];
  if (issue.is_draft && !updated.is_draft) {
    // Nobody but its creator could see it until now: its people hear of it as of a new item.
    followed = await notifier.itemCreated(updated, extras.assignee_ids, await mentionsOf(trx, updated.id));
  } else {
    const newAssignees = extras.assignee_ids.filter((id) => !extrasBefore.assignee_ids.includes(id));
    followed = await notifier.subscribe(updated, [...newAssignees, ...newMentions]);
    // The newly mentioned are subscribed just above, after the update read the followers, so they are
    // added here; report() drops those who may not read the item, whom subscribe() skipped.
    await notifier.report(updated, updateChanges(history, extras.state__group, newMentions), [...followers, ...newMentions]);
  }
  if (!shared) await notifier.finish();
  // Every change to the item's subscriptions takes its lock, held here: this is how they stand at the commit.
  return { issue: updated, extras, actorSubscribed: subscribedBefore || followed.includes(actor.id) };
}
