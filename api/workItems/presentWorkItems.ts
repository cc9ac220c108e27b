import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { presentWorkItem, presentWorkItemDetail, type WorkItemExtras } from "../presenters/workItem.js";
import { loadWorkItemExtras } from "./load.js";
import { isSubscribed } from "./subscriptions.js";
import type { WorkItemForViewerShape } from "../contract/workItemShapes.js";

const NO_EXTRAS: WorkItemExtras = { assignee_ids: [], label_ids: [], sub_issues_count: 0, attachment_count: 0, link_count: 0, state__group: null };

/** Work items as lists return them, their extras loaded in a fixed number of queries. */
export async function presentWorkItems(db: Knex, issues: readonly Issue[]) {
  const extras = await loadWorkItemExtras(db, issues);
  return issues.map((issue) => presentWorkItem(issue, extras.get(issue.id) ?? NO_EXTRAS));
}

/** One work item as lists return it (what its archive and restore events carry). */
export async function presentListedWorkItem(db: Knex, issue: Issue) {
  const extras = await loadWorkItemExtras(db, [issue]);
  return presentWorkItem(issue, extras.get(issue.id) ?? NO_EXTRAS);
}

export async function presentOneWorkItem(db: Knex, issue: Issue) {
  const extras = await loadWorkItemExtras(db, [issue]);
  return presentWorkItemDetail(issue, extras.get(issue.id) ?? NO_EXTRAS);
}

/** The detail as one person sees it: with whether they follow the item (SPEC.md section 3 is_subscribed). */
export async function presentWorkItemForViewer(db: Knex, issue: Issue, viewerId: string): Promise<WorkItemForViewerShape> {
  const [detail, subscribed] = await Promise.all([presentOneWorkItem(db, issue), isSubscribed(db, issue.id, viewerId)]);
  return { ...detail, is_subscribed: subscribed };
}

/**
 * presentWorkItemForViewer for an item whose extras and viewer's subscription the caller has (a command
 * that just wrote it): no read, so the answer to a change costs the database nothing after its commit.
 */
export function presentKnownWorkItemForViewer(issue: Issue, extras: WorkItemExtras, subscribed: boolean): WorkItemForViewerShape {
  return { ...presentWorkItemDetail(issue, extras), is_subscribed: subscribed };
}
