import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { ConflictError } from "../errors.js";
import { findInScope } from "../findInScope.js";
import type { Outbox } from "../events/unitOfWork.js";
import { presentWorkItemLink } from "../presenters/workItemLink.js";
import type { WorkItemLinkCreateReq, WorkItemLinkUpdateReq } from "../routes/workItemExtras/schema.js";
import { recordActivity } from "./activity.js";
import { workItemExtraEvent } from "./extraEvents.js";

/** Plane's wording for a second link to the same URL on one item. */
const LINK_EXISTS = "URL already exists for this Issue";
const LINK_NOT_FOUND = "Link not found";

/** A link of this work item; another item's link, or a made-up id, is the same 404. */
export async function findLink(trx: Knex, issue: Issue, id: string): Promise<IssueLink> {
  return findInScope(id, LINK_NOT_FOUND, () => IssueLink.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id }));
}

/** The friendly 409 before the insert; the unique index still refuses a concurrent twin (409 too). */
async function assertUrlFree(trx: Knex, issue: Issue, url: string, exceptId?: string): Promise<void> {
  const query = IssueLink.query(trx).where({ issue_id: issue.id, url });
  if (exceptId) query.whereNot("id", exceptId);
  if ((await query.resultSize()) > 0) throw new ConflictError(LINK_EXISTS);
}

interface LinkWrite {
  trx: Knex.Transaction;
  outbox: Outbox;
  actorId: string;
  issue: Issue;
}

export async function linkCreate({ trx, outbox, actorId, issue }: LinkWrite, fields: WorkItemLinkCreateReq): Promise<IssueLink> {
  await assertUrlFree(trx, issue, fields.url);
  const link = await IssueLink.query(trx).insertAndFetch({
    workspace_id: issue.workspace_id,
    project_id: issue.project_id,
    issue_id: issue.id,
    url: fields.url,
    title: fields.title ?? null,
    metadata: {},
    created_by_id: actorId,
    updated_by_id: actorId,
  });
  await recordActivity(trx, issue, actorId, [{ verb: "created", field: "link", new_value: link.url, new_identifier: link.id }]);
  outbox.add(workItemExtraEvent("work_item_link", "created", link, actorId, presentWorkItemLink(link)));
  return link;
}

export async function linkUpdate({ trx, outbox, actorId, issue }: LinkWrite, link: IssueLink, fields: WorkItemLinkUpdateReq): Promise<IssueLink> {
  if (fields.url !== undefined && fields.url !== link.url) await assertUrlFree(trx, issue, fields.url, link.id);
  const updated = await IssueLink.query(trx).patchAndFetchById(link.id, { ...fields, updated_by_id: actorId, updated_at: new Date() });
  await recordActivity(trx, issue, actorId, [{ verb: "updated", field: "link", old_value: link.url, new_value: updated.url, old_identifier: link.id, new_identifier: link.id }]);
  outbox.add(workItemExtraEvent("work_item_link", "updated", updated, actorId, presentWorkItemLink(updated)));
  return updated;
}

export async function linkDelete({ trx, outbox, actorId, issue }: LinkWrite, link: IssueLink): Promise<void> {
  await IssueLink.query(trx).deleteById(link.id).returning("id");
  await recordActivity(trx, issue, actorId, [{ verb: "deleted", field: "link", old_value: link.url, old_identifier: link.id }]);
  outbox.add(workItemExtraEvent("work_item_link", "deleted", link, actorId, { id: link.id, issue: issue.id }));
}
