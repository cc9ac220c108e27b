import { buildStaffedProject } from "../../helpers/projects.js";
import { buildComment, buildCommentReaction, buildLink, buildRelation, buildWorkItemReaction, createUnfollowedWorkItem, createWorkItem } from "../../helpers/workItemExtras.js";
import { subscribe } from "../../helpers/workspaceItems.js";
import type { Fixture, MatrixRow } from "./matrix.js";

/** Relations, links, comments, reactions and subscriptions of a work item. */

const PROJECT = "/api/workspaces/:slug/projects/:projectId";
const BASE = `${PROJECT}/issues/:issueId`;

/** A work item of a staffed project, made by the admin; `other` is a second item of the same project. */
async function item(f: Fixture) {
  const project = await buildStaffedProject(f.db, f.workspace, f.users);
  const issue = await createWorkItem(f.db, project, f.users.admin);
  return { project, issue, ids: { projectId: project.id, issueId: issue.id } };
}

const itemIds = async (f: Fixture) => (await item(f)).ids;

/** A comment by the admin on a fresh item: the ids of both nested and Plane's project-level paths. */
const commentIds = async (f: Fixture) => {
  const { issue, ids } = await item(f);
  return { ...ids, commentId: (await buildComment(f.db, issue, f.users.admin)).id };
};

/** A comment on which every caller has left a 🎉, so each can take back their own. */
const commentWithEveryonesReaction = async (f: Fixture) => {
  const { issue, ids } = await item(f);
  const comment = await buildComment(f.db, issue, f.users.admin);
  for (const user of [f.users.admin, f.users.member, f.users.guest]) await buildCommentReaction(f.db, comment, user, "🎉");
  return { ...ids, commentId: comment.id, reaction: "🎉" };
};

/** Guests may read; changing needs a project Member. */
const READ = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 };
const EDIT = (status: number) => ({ anonymous: 401, nonMember: 404, guest: 403, member: status, admin: status });
/** Comments, reactions and subscriptions are open to every project role, guests included. */
const ANY_ROLE = (status: number) => ({ anonymous: 401, nonMember: 404, guest: status, member: status, admin: status });

export const WORK_ITEM_EXTRA_ROWS: MatrixRow[] = [
  { method: "GET", path: `${BASE}/issue-relation/`, ids: itemIds, expected: READ },
  {
    method: "POST",
    path: `${BASE}/issue-relation/`,
    ids: async (f) => {
      const { project, ids } = await item(f);
      return { ...ids, otherId: (await createWorkItem(f.db, project, f.users.admin, "Other")).id };
    },
    body: (_f, ids) => ({ relation_type: "blocked_by", issues: [ids.otherId] }),
    expected: EDIT(201),
    emits: ["work_item_relation.created"],
  },
  {
    method: "POST",
    path: `${BASE}/remove-relation/`,
    ids: async (f) => {
      const { project, issue, ids } = await item(f);
      const other = await createWorkItem(f.db, project, f.users.admin, "Other");
      await buildRelation(f.db, issue, other, "blocked_by");
      return { ...ids, otherId: other.id };
    },
    body: (_f, ids) => ({ related_issue: ids.otherId }),
    expected: EDIT(204),
    emits: ["work_item_relation.deleted"],
  },

  { method: "GET", path: `${BASE}/issue-links/`, ids: itemIds, expected: READ },
  { method: "POST", path: `${BASE}/issue-links/`, ids: itemIds, body: () => ({ url: "https://example.com/spec" }), expected: EDIT(201), emits: ["work_item_link.created"] },
  {
    method: "PATCH",
    path: `${BASE}/issue-links/:linkId/`,
    ids: async (f) => {
      const { issue, ids } = await item(f);
      return { ...ids, linkId: (await buildLink(f.db, issue, f.users.admin)).id };
    },
    body: () => ({ title: "Spec" }),
    expected: EDIT(200),
    emits: ["work_item_link.updated"],
  },
  {
    method: "DELETE",
    path: `${BASE}/issue-links/:linkId/`,
    ids: async (f) => {
      const { issue, ids } = await item(f);
      return { ...ids, linkId: (await buildLink(f.db, issue, f.users.admin)).id };
    },
    expected: EDIT(204),
    emits: ["work_item_link.deleted"],
  },

  { method: "GET", path: `${BASE}/comments/`, ids: itemIds, expected: READ },
  { method: "POST", path: `${BASE}/comments/`, ids: itemIds, body: () => ({ comment_html: "<p>Hello</p>" }), expected: ANY_ROLE(201), emits: ["work_item_comment.created"] },
  {
    method: "PATCH",
    path: `${BASE}/comments/:commentId/`,
    ids: commentIds,
    body: () => ({ comment_html: "<p>Edited</p>" }),
    // The admin wrote the comment: only its author edits it.
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 403, admin: 200 },
    emits: ["work_item_comment.updated"],
  },
  {
    method: "DELETE",
    path: `${BASE}/comments/:commentId/`,
    ids: async (f) => {
      const { issue, ids } = await item(f);
      return { ...ids, commentId: (await buildComment(f.db, issue, f.users.member)).id };
    },
    // The member wrote it: its author and the project admin may delete it, nobody else.
    expected: { anonymous: 401, nonMember: 404, guest: 403, member: 204, admin: 204 },
    emits: ["work_item_comment.deleted"],
  },
  { method: "GET", path: `${BASE}/comments/:commentId/reactions/`, ids: commentIds, expected: READ },
  { method: "GET", path: `${PROJECT}/comments/:commentId/reactions/`, ids: commentIds, expected: READ },
  { method: "POST", path: `${PROJECT}/comments/:commentId/reactions/`, ids: commentIds, body: () => ({ reaction: "👍" }), expected: ANY_ROLE(201), emits: ["work_item_comment_reaction.created"] },
  {
    method: "DELETE",
    path: `${PROJECT}/comments/:commentId/reactions/:reaction/`,
    ids: commentWithEveryonesReaction,
    expected: ANY_ROLE(204),
    emits: ["work_item_comment_reaction.deleted"],
  },
  {
    method: "POST",
    path: `${BASE}/comments/:commentId/reactions/`,
    ids: commentIds,
    body: () => ({ reaction: "👍" }),
    expected: ANY_ROLE(201),
    emits: ["work_item_comment_reaction.created"],
  },
  {
    method: "DELETE",
    path: `${BASE}/comments/:commentId/reactions/:reaction/`,
    ids: commentWithEveryonesReaction,
    expected: ANY_ROLE(204),
    emits: ["work_item_comment_reaction.deleted"],
  },

  { method: "GET", path: `${BASE}/reactions/`, ids: itemIds, expected: READ },
  { method: "POST", path: `${BASE}/reactions/`, ids: itemIds, body: () => ({ reaction: "👍" }), expected: ANY_ROLE(201), emits: ["work_item_reaction.created"] },
  {
    method: "DELETE",
    path: `${BASE}/reactions/:reaction/`,
    ids: async (f) => {
      const { issue, ids } = await item(f);
      // Each caller takes back their own reaction.
      for (const user of [f.users.admin, f.users.member, f.users.guest]) await buildWorkItemReaction(f.db, issue, user, "🎉");
      return { ...ids, reaction: "🎉" };
    },
    expected: ANY_ROLE(204),
    emits: ["work_item_reaction.deleted"],
  },

  { method: "GET", path: `${BASE}/subscribe/`, ids: itemIds, expected: READ },
  {
    method: "POST",
    path: `${BASE}/subscribe/`,
    // Nobody follows it yet (its creator would, automatically), so each caller's following it is new.
    ids: async (f) => {
      const project = await buildStaffedProject(f.db, f.workspace, f.users);
      return { projectId: project.id, issueId: (await createUnfollowedWorkItem(f.db, project, f.users.admin)).id };
    },
    expected: ANY_ROLE(201),
    emits: ["work_item_subscription.created"],
  },
  {
    method: "DELETE",
    path: `${BASE}/subscribe/`,
    ids: async (f) => {
      const { issue, ids } = await item(f);
      // Each caller stops following (the admin, its creator, already does); unsubscribing when not subscribed would announce nothing.
      for (const user of [f.users.member, f.users.guest]) await subscribe(f.db, issue, user);
      return ids;
    },
    expected: ANY_ROLE(204),
    emits: ["work_item_subscription.deleted"],
  },
];
