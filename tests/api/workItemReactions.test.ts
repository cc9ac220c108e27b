import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { IssueReaction } from "../../db/models/IssueReaction.js";
import type { Issue } from "../../db/models/Issue.js";
import { TestClient } from "../helpers/client.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { buildComment, buildWorkItemReaction, createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const reactions = (issueId: string, projectId = cast.project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/issues/${issueId}/reactions/`;
const one = (issueId: string, emoji: string) => `${reactions(issueId)}${encodeURIComponent(emoji)}/`;
const item = () => createWorkItem(t.db, cast.project, cast.admin.user);
const stored = (issue: Issue) => IssueReaction.query(t.db).where("issue_id", issue.id).orderBy("created_at").orderBy("id");

const REACTION_KEYS = ["actor", "created_at", "id", "issue", "project", "reaction", "updated_at", "workspace"];

describe("issues/:id/reactions/", () => {
  it("answers 401 without a session", async () => {
    const issue = await item();
    await buildWorkItemReaction(t.db, issue, cast.admin.user, "👍");
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(reactions(issue.id))).status).toBe(401);
    expect((await anonymous.send("POST", reactions(issue.id), { reaction: "🎉" })).status).toBe(401);
    expect((await anonymous.send("DELETE", one(issue.id, "👍"))).status).toBe(401);
    expect(await stored(issue)).toHaveLength(1);
  });

  it("lists everyone's reactions, oldest first, in Plane's shape, to anyone who can read the item (a guest too)", async () => {
    const issue = await item();
    const first = await buildWorkItemReaction(t.db, issue, cast.admin.user, "👍");
    const second = await buildWorkItemReaction(t.db, issue, cast.member.user, "🎉");
    const other = await item();
    await buildWorkItemReaction(t.db, other, cast.member.user, "👀");
    const res = await cast.guest.client.get(reactions(issue.id));
    expect(res.status).toBe(200);
    expect(res.body.map((row: { id: string }) => row.id)).toEqual([first.id, second.id]);
    expect(Object.keys(res.body[0]).sort()).toEqual(REACTION_KEYS);
    expect(res.body[0]).toMatchObject({ reaction: "👍", actor: cast.admin.user.id, issue: issue.id, project: cast.project.id, workspace: cast.workspace.id });
    expect((await cast.guest.client.get(reactions((await item()).id))).body).toEqual([]);
  });

  it("answers 400 for a missing, empty or too long reaction, and 403 to a workspace member outside the project", async () => {
    const issue = await item();
    for (const body of [{}, { reaction: "" }, { reaction: "   " }, { reaction: "x".repeat(33) }, { reaction: 5 }, { reaction: "👍", extra: 1 }]) {
      const res = await cast.member.client.send("POST", reactions(issue.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await cast.member.client.send("POST", reactions(issue.id), { reaction: "" })).body.details[0].path).toBe("reaction");
    expect((await cast.outsider.client.get(reactions(issue.id))).status).toBe(403);
    expect((await cast.outsider.client.send("POST", reactions(issue.id), { reaction: "👍" })).status).toBe(403);
    await buildWorkItemReaction(t.db, issue, cast.outsider.user, "🚀");
    expect((await cast.outsider.client.send("DELETE", one(issue.id, "🚀"))).status).toBe(403);
    expect((await stored(issue)).map((r) => r.reaction)).toEqual(["🚀"]);
  });

  it("answers 404 for an item of another project or workspace, or a made-up one, and changes nothing", async () => {
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    await buildWorkItemReaction(t.db, elsewhere, cast.admin.user, "👍");
    await buildWorkItemReaction(t.db, foreign, cast.admin.user, "👍");
    for (const id of [elsewhere.id, foreign.id, randomUUID(), "not-a-uuid"]) {
      const listed = await cast.admin.client.get(reactions(id));
      expect(listed.status).toBe(404);
      expect(listed.body.error).toBe("Work item not found");
      expect((await cast.admin.client.send("POST", reactions(id), { reaction: "🎉" })).status).toBe(404);
      expect((await cast.admin.client.send("DELETE", one(id, "👍"))).status).toBe(404);
    }
    expect((await cast.admin.client.get(reactions(foreign.id, cast.foreignProject.id))).status).toBe(404);
    expect(await stored(elsewhere)).toHaveLength(1);
    expect(await stored(foreign)).toHaveLength(1);
  });

  it("adds one reaction per person per emoji (409 on a repeat), takes back only the caller's own, and records and announces each change", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    const res = await cast.guest.client.send("POST", reactions(issue.id), { reaction: " 👍 " });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(REACTION_KEYS);
    expect(res.body).toMatchObject({ reaction: "👍", actor: cast.guest.user.id, issue: issue.id });
    const repeat = await cast.guest.client.send("POST", reactions(issue.id), { reaction: "👍" });
    expect(repeat.status).toBe(409);
    expect(repeat.body.error).toBe("Reaction already exists for the user");
    expect((await cast.guest.client.send("POST", reactions(issue.id), { reaction: "🎉" })).status).toBe(201);
    expect((await cast.member.client.send("POST", reactions(issue.id), { reaction: "👍" })).status).toBe(201);

    const notMine = await cast.admin.client.send("DELETE", one(issue.id, "👍"));
    expect(notMine.status).toBe(404);
    expect(notMine.body.error).toBe("Reaction not found");
    expect(await stored(issue)).toHaveLength(3);

    expect((await cast.guest.client.send("DELETE", one(issue.id, "👍"))).status).toBe(204);
    expect((await cast.guest.client.send("DELETE", one(issue.id, "👍"))).status).toBe(404);
    events.stop();
    expect((await stored(issue)).map((r) => [r.actor_id, r.reaction])).toEqual([
      [cast.guest.user.id, "🎉"],
      [cast.member.user.id, "👍"],
    ]);
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_reaction.created", "work_item_reaction.created", "work_item_reaction.created", "work_item_reaction.deleted"]);
    expect(events.seen[0]).toMatchObject({ id: res.body.id, workspace_id: cast.workspace.id, project_id: cast.project.id, actor_id: cast.guest.user.id, data: res.body });
    expect(events.seen[3]?.data).toEqual({ id: res.body.id, issue: issue.id, reaction: "👍", actor: cast.guest.user.id });
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    const history = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "reaction" });
    expect(history.map((h) => [h.verb, h.new_value ?? h.old_value]).sort()).toEqual([["created", "🎉"], ["created", "👍"], ["created", "👍"], ["deleted", "👍"]]);
  });

  it("goes with its work item", async () => {
    const issue = await item();
    await buildWorkItemReaction(t.db, issue, cast.member.user, "👍");
    expect((await cast.admin.client.send("DELETE", `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issue.id}/`)).status).toBe(204);
    expect(await stored(issue)).toEqual([]);
  });
});

describe("comments/:commentId/reactions/ events", () => {
  const onComment = (issueId: string, commentId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issueId}/comments/${commentId}/reactions/`;

  it("announces each reaction added and taken back, to the project, with the reaction and whose it was", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    const events = recordEvents(t.server.services.events);
    const res = await cast.guest.client.send("POST", onComment(issue.id, comment.id), { reaction: "🎉" });
    expect(res.status).toBe(201);
    expect((await cast.guest.client.send("DELETE", `${onComment(issue.id, comment.id)}${encodeURIComponent("🎉")}/`)).status).toBe(204);
    events.stop();
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_comment_reaction.created", "work_item_comment_reaction.deleted"]);
    expect(events.seen[0]).toMatchObject({ id: res.body.id, workspace_id: cast.workspace.id, project_id: cast.project.id, actor_id: cast.guest.user.id, data: res.body });
    expect(events.seen[1]).toMatchObject({ id: res.body.id, actor_id: cast.guest.user.id, data: { id: res.body.id, comment: comment.id, reaction: "🎉", actor: cast.guest.user.id } });
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
  });

  it("announces nothing for a repeat or for someone else's reaction", async () => {
    const issue = await item();
    const comment = await buildComment(t.db, issue, cast.admin.user);
    expect((await cast.member.client.send("POST", onComment(issue.id, comment.id), { reaction: "👍" })).status).toBe(201);
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", onComment(issue.id, comment.id), { reaction: "👍" })).status).toBe(409);
    expect((await cast.admin.client.send("DELETE", `${onComment(issue.id, comment.id)}${encodeURIComponent("👍")}/`)).status).toBe(404);
    events.stop();
    expect(events.seen).toEqual([]);
  });
});
