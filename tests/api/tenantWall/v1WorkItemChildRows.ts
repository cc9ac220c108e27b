import { FileAsset } from "../../../db/models/FileAsset.js";
import { IssueActivity } from "../../../db/models/IssueActivity.js";
import { buildPendingAttachment } from "../../helpers/attachments.js";
import { buildComment, buildLink, buildRelation, createWorkItem } from "../../helpers/workItemExtras.js";
import type { Fixture, MatrixRow } from "./matrix.js";
import { V1_EDIT, V1_READ, v1BothSpellings, v1WorkItemOf } from "./v1WorkItemRows.js";

/** Public API v1: a work item's comments, links, relations, activities and attachments (token mode). */

const itemIds = async (f: Fixture) => (await v1WorkItemOf(f)).ids;
const ANY_ROLE = (status: number) => ({ anonymous: 401, nonMember: 404, guest: status, member: status, admin: status });

/** A comment by `author` on a fresh item. */
const commentBy = (author: "admin" | "member") => async (f: Fixture) => {
  const { issue, ids } = await v1WorkItemOf(f);
  return { ...ids, commentId: (await buildComment(f.db, issue, f.users[author])).id };
};

const linkIds = async (f: Fixture) => {
  const { issue, ids } = await v1WorkItemOf(f);
  return { ...ids, linkId: (await buildLink(f.db, issue, f.users.admin)).id };
};

const otherItem = async (f: Fixture, related: boolean) => {
  const { project, issue, ids } = await v1WorkItemOf(f);
  const other = await createWorkItem(f.db, project, f.users.admin, "Other");
  if (related) await buildRelation(f.db, issue, other, "blocked_by");
  return { ...ids, otherId: other.id };
};

const activityIds = async (f: Fixture) => {
  const { issue, ids } = await v1WorkItemOf(f);
  const line = await IssueActivity.query(f.db).where("issue_id", issue.id).first();
  if (!line) throw new Error("a created work item has no history");
  return { ...ids, activityId: line.id };
};

/** An attachment announced by the member; `listed` as if its upload had been confirmed. */
const attachmentIds = (listed: boolean) => async (f: Fixture) => {
  const { issue, ids } = await v1WorkItemOf(f);
  const asset = await buildPendingAttachment(f.db, issue, f.users.member);
  if (listed) await FileAsset.query(f.db).patchAndFetchById(asset.id, { is_uploaded: true });
  return { ...ids, assetId: asset.id };
};

export const V1_WORK_ITEM_CHILD_ROWS: MatrixRow[] = v1BothSpellings((spelling) => {
  const item = `/api/v1/workspaces/:slug/projects/:projectId/${spelling}/:issueId`;
  const attachments = spelling === "issues" ? `${item}/issue-attachments` : `${item}/attachments`;
  return [
    { method: "GET", path: `${item}/comments/`, ids: itemIds, expected: V1_READ },
    { method: "POST", path: `${item}/comments/`, ids: itemIds, body: () => ({ comment_html: "<p>From a script</p>" }), expected: ANY_ROLE(201), emits: ["work_item_comment.created"] },
    { method: "GET", path: `${item}/comments/:commentId/`, ids: commentBy("admin"), expected: V1_READ },
    {
      method: "PATCH",
      path: `${item}/comments/:commentId/`,
      ids: commentBy("admin"),
      body: () => ({ comment_html: "<p>Edited</p>" }),
      // The admin wrote it: only its author edits it.
      expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
      emits: ["work_item_comment.updated"],
    },
    // The member wrote it: its author and the project admin may delete it.
    { method: "DELETE", path: `${item}/comments/:commentId/`, ids: commentBy("member"), expected: { ...ANY_ROLE(204), guest: 403 }, emits: ["work_item_comment.deleted"] },

    { method: "GET", path: `${item}/links/`, ids: itemIds, expected: V1_READ },
    { method: "POST", path: `${item}/links/`, ids: itemIds, body: () => ({ url: "https://example.com/spec", title: "Spec" }), expected: V1_EDIT(201), emits: ["work_item_link.created"] },
    { method: "GET", path: `${item}/links/:linkId/`, ids: linkIds, expected: V1_READ },
    { method: "PATCH", path: `${item}/links/:linkId/`, ids: linkIds, body: () => ({ title: "The spec" }), expected: V1_EDIT(200), emits: ["work_item_link.updated"] },
    { method: "DELETE", path: `${item}/links/:linkId/`, ids: linkIds, expected: V1_EDIT(204), emits: ["work_item_link.deleted"] },

    { method: "GET", path: `${item}/relations/`, ids: itemIds, expected: V1_READ },
    {
      method: "POST",
      path: `${item}/relations/`,
      ids: (f) => otherItem(f, false),
      body: (_f, ids) => ({ relation_type: "blocked_by", issues: [ids.otherId] }),
      expected: V1_EDIT(201),
      emits: ["work_item_relation.created"],
    },
    {
      method: "POST",
      path: `${item}/relations/remove/`,
      ids: (f) => otherItem(f, true),
      body: (_f, ids) => ({ related_issue: ids.otherId }),
      expected: V1_EDIT(204),
      emits: ["work_item_relation.deleted"],
    },

    { method: "GET", path: `${item}/activities/`, ids: itemIds, expected: V1_READ },
    { method: "GET", path: `${item}/activities/:activityId/`, ids: activityIds, expected: V1_READ },

    { method: "GET", path: `${attachments}/`, ids: itemIds, expected: V1_READ },
    {
      method: "POST",
      path: `${attachments}/`,
      ids: itemIds,
      body: () => ({ name: "spec.pdf", type: "application/pdf", size: 1024 }),
      expected: V1_EDIT(200),
      silentBecause: "announcing makes an unlisted row nobody else can see yet; work_item_attachment.created comes with the confirmation",
    },
    // Not uploaded yet: "The asset is not uploaded."
    { method: "GET", path: `${attachments}/:assetId/`, ids: attachmentIds(false), expected: ANY_ROLE(400) },
    // No file on disk, so it cannot be confirmed; tests/api/v1/workItemChildren.test.ts confirms one with its file.
    { method: "PATCH", path: `${attachments}/:assetId/`, ids: attachmentIds(false), body: () => ({ is_uploaded: true }), expected: V1_EDIT(400), emits: ["work_item_attachment.created"] },
    // The member uploaded it: the uploader and the project admin may delete it.
    { method: "DELETE", path: `${attachments}/:assetId/`, ids: attachmentIds(true), expected: { ...ANY_ROLE(204), guest: 403 }, emits: ["work_item_attachment.deleted"] },
  ];
});
