import type { Knex } from "knex";
import type { Issue } from "../../db/models/Issue.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { ConflictError } from "../errors.js";
import { findInScope } from "../findInScope.js";

/** Plane's wording for a second link to the same URL on one item. */
const LINK_EXISTS = "URL already exists for this Issue";
const LINK_NOT_FOUND = "Link not found";

/** A link of this work item; another item's link, or a made-up id, is the same 404. */
export async function findLink(trx: Knex, issue: Issue, id: string, options: { forUpdate?: boolean } = {}): Promise<IssueLink> {
  return findInScope(id, LINK_NOT_FOUND, () => {
    const query = IssueLink.query(trx).findOne({ id, issue_id: issue.id, workspace_id: issue.workspace_id });
    return options.forUpdate ? query.forUpdate() : query;
  });
}

/** The item's links, newest first. */
export async function listLinks(db: Knex, issue: Issue): Promise<IssueLink[]> {
  return IssueLink.query(db).where({ issue_id: issue.id, workspace_id: issue.workspace_id }).orderBy("created_at", "desc").orderBy("id");
}

/** The friendly 409 before the insert; the unique index still refuses a concurrent twin (409 too). */
export async function assertUrlFree(trx: Knex, issue: Issue, url: string, exceptId?: string): Promise<void> {
  const query = IssueLink.query(trx).where({ issue_id: issue.id, url });
  if (exceptId) query.whereNot("id", exceptId);
  if ((await query.resultSize()) > 0) throw new ConflictError(LINK_EXISTS);
}
