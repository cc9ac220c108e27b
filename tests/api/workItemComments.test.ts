import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CommentReaction } from "../../db/models/CommentReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { TestClient } from "../helpers/client.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { buildComment, buildCommentReaction, createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const comments = (issueId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issueId}/comments/`;
const one = (issueId: string, commentId: string) => `${comments(issueId)}${commentId}/`;
const reactions = (issueId: string, commentId: string) => `${one(issueId, commentId)}reactions/`;
const reaction = (issueId: string, commentId: string, emoji: string) => `${reactions(issueId, commentId)}${encodeURIComponent(emoji)}/`;
const item = () => createWorkItem(t.db, cast.project, cast.admin.user);
const stored = (issue: Issue) => IssueComment.query(t.db).where("issue_id", issue.id).orderBy("id");

const COMMENT_KEYS = ["actor", "actor_detail", "comment_html", "comment_reactions", "comment_stripped", "created_at", "edited_at", "id", "issue", "project", "updated_at", "workspace"];
/** Plane's UserLite, as a comment or history line nests its author: no email address. */
const ACTOR_DETAIL_KEYS = ["avatar", "avatar_url", "display_name", "first_name", "id", "is_bot", "last_name"];

describe("comments/", () => {
  it("answers 401 without a session", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(comments(issue.id))).status).toBe(401);
    expect((await anonymous.send("POST", comments(issue.id), { comment_html: "<p>x</p>" })).status).toBe(401);
    expect((await anonymous.send("PATCH", one(issue.id, comment.id), { comment_html: "<p>x</p>" })).status).toBe(401);
    expect((await anonymous.send("DELETE", one(issue.id, comment.id))).status).toBe(401);
  });

  it("answers 400 naming the field for bad input, and stores nothing", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.member.user, "kept");
    for (const body of [{}, { comment_html: 5 }, { comment_html: "" }, { comment_html: "<p>  </p>" }, { comment_html: "<script>alert(1)</script>" }, { comment_html: "x".repeat(300 * 1024) }]) {
      const res = await cast.member.client.send("POST", comments(issue.id), body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.body.details[0].path).toBe("comment_html");
      expect((await cast.member.client.send("PATCH", one(issue.id, comment.id), body)).status).toBe(400);
    }
    expect((await cast.member.client.send("POST", comments(issue.id), { comment_html: "<p>x</p>", extra: 1 })).status).toBe(400);
    expect(await stored(issue)).toEqual([comment]);
  });

  it("lets guests comment, and answers 403 to a workspace member outside the project", async () => {
    const issue = await item();
    const res = await cast.guest.client.send("POST", comments(issue.id), { comment_html: "<p>From a guest</p>" });
    expect(res.status).toBe(201);
    expect(res.body.actor).toBe(cast.guest.user.id);
    expect((await cast.outsider.client.get(comments(issue.id))).status).toBe(403);
    expect((await cast.outsider.client.send("POST", comments(issue.id), { comment_html: "<p>no</p>" })).status).toBe(403);
    expect(await stored(issue)).toHaveLength(1);
  });

  it("lets only the author edit, and the author or a project admin delete (403 otherwise, nothing changes)", async () => {
    const issue = await item();
    const byMember = await buildComment(t.db, issue, cast.member.user, "member's");
    const byGuest = await buildComment(t.db, issue, cast.guest.user, "guest's");
    for (const client of [cast.admin.client, cast.guest.client]) {
      expect((await client.send("PATCH", one(issue.id, byMember.id), { comment_html: "<p>hijack</p>" })).status).toBe(403);
    }
    expect((await cast.member.client.send("DELETE", one(issue.id, byGuest.id))).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", one(issue.id, byMember.id))).status).toBe(403);
    expect(await stored(issue)).toEqual([byMember, byGuest].sort((a, b) => a.id.localeCompare(b.id)));
    expect((await cast.guest.client.send("PATCH", one(issue.id, byGuest.id), { comment_html: "<p>mine</p>" })).status).toBe(200);
    expect((await cast.admin.client.send("DELETE", one(issue.id, byMember.id))).status).toBe(204);
    expect((await cast.guest.client.send("DELETE", one(issue.id, byGuest.id))).status).toBe(204);
    expect(await stored(issue)).toEqual([]);
  });

  it("answers 404 for unknown, another project's or another workspace's items and comments, and changes nothing", async () => {
    const issue = await item();
    const mine = await buildComment(t.db, issue, cast.admin.user);
    const sibling = await buildComment(t.db, await item(), cast.admin.user);
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    const foreignComment = await buildComment(t.db, foreign, cast.admin.user);
    for (const issueId of [randomUUID(), elsewhere.id, foreign.id]) {
      expect((await cast.admin.client.get(comments(issueId))).body.error).toBe("Work item not found");
      expect((await cast.admin.client.send("POST", comments(issueId), { comment_html: "<p>x</p>" })).status).toBe(404);
      expect((await cast.admin.client.send("DELETE", one(issueId, mine.id))).status).toBe(404);
    }
    for (const commentId of [randomUUID(), "nope", sibling.id, foreignComment.id]) {
      const patch = await cast.admin.client.send("PATCH", one(issue.id, commentId), { comment_html: "<p>x</p>" });
      expect(patch.status).toBe(404);
      expect(patch.body.error).toBe("Comment not found");
      expect((await cast.admin.client.send("DELETE", one(issue.id, commentId))).status).toBe(404);
      expect((await cast.admin.client.send("POST", reactions(issue.id, commentId), { reaction: "👍" })).status).toBe(404);
    }
    const ids = [mine.id, sibling.id, foreignComment.id];
    expect(await IssueComment.query(t.db).whereIn("id", ids).orderBy("id")).toEqual([mine, sibling, foreignComment].sort((a, b) => a.id.localeCompare(b.id)));
    expect(await CommentReaction.query(t.db).whereIn("comment_id", ids)).toEqual([]);
  });

  it("creates a sanitised comment, lists it with its reactions, edits and deletes it, with history and events", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    const created = await cast.member.client.send("POST", comments(issue.id), { comment_html: '<p onclick="x()">Hello <b>team</b><script>bad()</script></p>', access: "INTERNAL" });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(COMMENT_KEYS);
    expect(created.body).toMatchObject({ comment_html: "<p>Hello <b>team</b></p>", comment_stripped: "Hello team", actor: cast.member.user.id, edited_at: null, comment_reactions: [] });

    const same = await cast.member.client.send("PATCH", one(issue.id, created.body.id), { comment_html: "<p>Hello <b>team</b></p>" });
    expect(same.body.edited_at).toBeNull();
    const edited = await cast.member.client.send("PATCH", one(issue.id, created.body.id), { comment_html: "<p>Hello all</p>" });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ comment_html: "<p>Hello all</p>", comment_stripped: "Hello all" });
    expect(typeof edited.body.edited_at).toBe("string");

    await buildCommentReaction(t.db, (await IssueComment.query(t.db).findById(created.body.id))!, cast.guest.user, "👀");
    const listed = (await cast.guest.client.get(comments(issue.id))).body;
    expect(listed).toHaveLength(1);
    expect(listed[0].comment_reactions).toMatchObject([{ reaction: "👀", actor: cast.guest.user.id, comment: created.body.id }]);

    expect((await cast.member.client.send("DELETE", one(issue.id, created.body.id))).status).toBe(204);
    events.stop();
    expect(await stored(issue)).toEqual([]);
    // The comment's own events; the subscription and notifications it brings are tested in notifications.test.ts.
    const own = events.seen.filter((e) => e.name.startsWith("work_item_comment."));
    expect(own.map((e) => e.name)).toEqual(["work_item_comment.created", "work_item_comment.updated", "work_item_comment.deleted"]);
    for (const event of own) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    // The event carries the comment without its author's details: listeners know the members already.
    const { actor_detail: _author, ...plain } = created.body;
    expect(own[0]?.data).toEqual(plain);
    // The body is not carried (it may be large): the flag says it changed, and the client refetches it.
    expect(own[1]?.data).toEqual({ comment_changed: true, edited_at: edited.body.edited_at, updated_at: edited.body.updated_at });
    expect(own[2]?.data).toEqual({ id: created.body.id, issue: issue.id });
    const history = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "comment" });
    expect(history.map((h) => h.verb).sort()).toEqual(["created", "deleted", "updated"]);
    expect(history.every((h) => h.actor_id === cast.member.user.id)).toBe(true);
  });
});

describe("actor_detail on comments", () => {
  it("nests each author as Plane's UserLite, without an email address, and null once the account is gone", async () => {
    const issue = await item();
    const byMember = await buildComment(t.db, issue, cast.member.user, "mine");
    const orphan = await buildComment(t.db, issue, cast.admin.user, "left behind");
    await IssueComment.query(t.db).patch({ actor_id: null }).where("id", orphan.id);
    const listed = (await cast.guest.client.get(comments(issue.id))).body;
    expect(listed.map((c: { id: string }) => c.id)).toEqual([byMember.id, orphan.id]);
    expect(Object.keys(listed[0].actor_detail).sort()).toEqual(ACTOR_DETAIL_KEYS);
    const { user } = cast.member;
    expect(listed[0].actor_detail).toEqual({
      id: user.id, display_name: user.display_name, first_name: user.first_name, last_name: user.last_name, avatar: user.avatar, avatar_url: user.avatar || null, is_bot: false,
    });
    expect(listed[1].actor_detail).toBeNull();
    const created = await cast.guest.client.send("POST", comments(issue.id), { comment_html: "<p>Hi</p>" });
    expect(created.body.actor_detail).toMatchObject({ id: cast.guest.user.id, display_name: cast.guest.user.display_name });
  });
});

describe("comments/:commentId/reactions/", () => {
  it("answers 401, and 400 naming the field", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    expect((await new TestClient(t.baseUrl).send("POST", reactions(issue.id, comment.id), { reaction: "👍" })).status).toBe(401);
    expect((await new TestClient(t.baseUrl).send("DELETE", reaction(issue.id, comment.id, "👍"))).status).toBe(401);
    for (const body of [{}, { reaction: "" }, { reaction: "  " }, { reaction: 1 }, { reaction: "x".repeat(33) }]) {
      const res = await cast.member.client.send("POST", reactions(issue.id, comment.id), body);
      expect(res.status).toBe(400);
      expect(res.body.details[0].path).toBe("reaction");
    }
    expect((await cast.outsider.client.send("POST", reactions(issue.id, comment.id), { reaction: "👍" })).status).toBe(403);
    expect(await CommentReaction.query(t.db).where("comment_id", comment.id)).toEqual([]);
  });

  it("adds one reaction per person per emoji (409 on a repeat), and takes back only the caller's own", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    const events = recordEvents(t.server.services.events);
    const res = await cast.guest.client.send("POST", reactions(issue.id, comment.id), { reaction: "👍" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reaction: "👍", actor: cast.guest.user.id, comment: comment.id });
    const repeat = await cast.guest.client.send("POST", reactions(issue.id, comment.id), { reaction: "👍" });
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toBe("Reaction already exists for the user");
    expect((await cast.member.client.send("POST", reactions(issue.id, comment.id), { reaction: "👍" })).status).toBe(201);

    const notMine = await cast.admin.client.send("DELETE", reaction(issue.id, comment.id, "👍"));
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe("Reaction not found");
    expect(await CommentReaction.query(t.db).where("comment_id", comment.id).resultSize()).toBe(2);

    expect((await cast.guest.client.send("DELETE", reaction(issue.id, comment.id, "👍"))).status).toBe(204);
    events.stop();
    expect((await CommentReaction.query(t.db).where("comment_id", comment.id)).map((r) => r.actor_id)).toEqual([cast.member.user.id]);
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_comment_reaction.created", "work_item_comment_reaction.created", "work_item_comment_reaction.deleted"]);
    const history = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "reaction" });
    expect(history.map((h) => [h.verb, h.new_value ?? h.old_value]).sort()).toEqual([["created", "👍"], ["created", "👍"], ["deleted", "👍"]]);
  });
});

describe("Plane's .../projects/:projectId/comments/:commentId/reactions/", () => {
  const planeReactions = (commentId: string, projectId = cast.project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/comments/${commentId}/reactions/`;
  const REACTION_KEYS = ["actor", "comment", "created_at", "id", "project", "reaction", "updated_at", "workspace"];

  it("lists a comment's reactions, oldest first, at both paths, to anyone who can read the item", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    const first = await buildCommentReaction(t.db, comment, cast.admin.user, "👍");
    const second = await buildCommentReaction(t.db, comment, cast.member.user, "🎉");
    await buildCommentReaction(t.db, await buildComment(t.db, issue, cast.admin.user), cast.member.user, "👀");
    for (const path of [planeReactions(comment.id), reactions(issue.id, comment.id)]) {
      const res = await cast.guest.client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
      expect(Object.keys(res.body[0]).sort()).toEqual(REACTION_KEYS);
      expect(res.body[1]).toMatchObject({ reaction: "🎉", actor: cast.member.user.id, comment: comment.id, project: cast.project.id });
    }
  });

  it("adds and takes back reactions through the same commands: events, history and the 409 on a repeat", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    const events = recordEvents(t.server.services.events);
    const res = await cast.guest.client.send("POST", planeReactions(comment.id), { reaction: "👍" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ reaction: "👍", actor: cast.guest.user.id, comment: comment.id });
    expect((await cast.guest.client.send("POST", planeReactions(comment.id), { reaction: "👍" })).status).toBe(409);
    expect((await cast.admin.client.send("DELETE", `${planeReactions(comment.id)}${encodeURIComponent("👍")}/`)).status).toBe(404);
    expect((await cast.guest.client.send("DELETE", `${planeReactions(comment.id)}${encodeURIComponent("👍")}/`)).status).toBe(204);
    events.stop();
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_comment_reaction.created", "work_item_comment_reaction.deleted"]);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    const history = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "reaction" });
    expect(history.map((h) => h.verb).sort()).toEqual(["created", "deleted"]);
    expect(await CommentReaction.query(t.db).where("comment_id", comment.id)).toEqual([]);
  });

  it("answers 401, 400 naming the field, and 403 to a workspace member outside the project", async () => {
    const comment = await buildComment(t.db, await item(), cast.admin.user);
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(planeReactions(comment.id))).status).toBe(401);
    expect((await anonymous.send("POST", planeReactions(comment.id), { reaction: "👍" })).status).toBe(401);
    const bad = await cast.member.client.send("POST", planeReactions(comment.id), { reaction: "" });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe("reaction");
    expect((await cast.outsider.client.get(planeReactions(comment.id))).status).toBe(403);
    expect((await cast.outsider.client.send("POST", planeReactions(comment.id), { reaction: "👍" })).status).toBe(403);
    expect(await CommentReaction.query(t.db).where("comment_id", comment.id)).toEqual([]);
  });

  it("answers 404 for a comment of another project, of someone else's draft, or a made-up one, and stores nothing", async () => {
    const comment = await buildComment(t.db, await item(), cast.admin.user);
    const elsewhere = await buildComment(t.db, await createWorkItem(t.db, cast.otherProject, cast.admin.user), cast.admin.user);
    const draft = await createWorkItem(t.db, cast.project, cast.member.user);
    await draft.$query(t.db).patch({ is_draft: true });
    const onDraft = await buildComment(t.db, draft, cast.member.user);
    const paths = [planeReactions(comment.id, cast.otherProject.id), planeReactions(elsewhere.id), planeReactions(onDraft.id), planeReactions(randomUUID()), planeReactions("not-an-id")];
    for (const path of paths) {
      expect((await cast.admin.client.get(path)).status, path).toBe(404);
      expect((await cast.admin.client.send("POST", path, { reaction: "👍" })).status, path).toBe(404);
    }
    expect(await CommentReaction.query(t.db).whereIn("comment_id", [comment.id, elsewhere.id, onDraft.id])).toEqual([]);
    // The draft's writer reaches it, as at the nested path.
    expect((await cast.member.client.send("POST", planeReactions(onDraft.id), { reaction: "👍" })).status).toBe(201);
  });
});
