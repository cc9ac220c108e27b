import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { IssueRelation } from "../../db/models/IssueRelation.js";
import { TestClient } from "../helpers/client.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { buildRelation, createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { buildWorkItem } from "../helpers/workItems.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const base = (issueId: string, projectId = cast.project.id) => `/api/workspaces/${cast.workspace.slug}/projects/${projectId}/issues/${issueId}`;
const relationsOf = (issueId: string) => `${base(issueId)}/issue-relation/`;
const removeFrom = (issueId: string) => `${base(issueId)}/remove-relation/`;
const item = (name = "Item") => createWorkItem(t.db, cast.project, cast.admin.user, name);
const rowsOf = (issue: Issue) => IssueRelation.query(t.db).where("issue_id", issue.id).orWhere("related_issue_id", issue.id);

const ENTRY_KEYS = ["created_at", "id", "is_epic", "name", "priority", "project_id", "relation_type", "sequence_id", "sort_order", "state_id", "updated_at"];

describe("POST and GET issue-relation/", () => {
  it("answers 401 without a session", async () => {
    const a = await item();
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(relationsOf(a.id))).status).toBe(401);
    expect((await anonymous.send("POST", relationsOf(a.id), { relation_type: "relates_to", issues: [a.id] })).status).toBe(401);
    expect((await anonymous.send("POST", removeFrom(a.id), { related_issue: a.id })).status).toBe(401);
  });

  it("answers 400 naming the field, and relates nothing", async () => {
    const a = await item();
    const b = await item();
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    const post = async (body: unknown) => {
      const res = await cast.member.client.send("POST", relationsOf(a.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      return res.body.details[0].path as string;
    };
    expect(await post({ relation_type: "parent_of", issues: [b.id] })).toBe("relation_type");
    expect(await post({ issues: [b.id] })).toBe("relation_type");
    expect(await post({ relation_type: "relates_to" })).toBe("issues");
    expect(await post({ relation_type: "relates_to", issues: [] })).toBe("issues");
    expect(await post({ relation_type: "relates_to", issues: ["not-a-uuid"] })).toBe("issues.0");
    expect(await post({ relation_type: "relates_to", issues: [a.id] })).toBe("issues");
    expect(await post({ relation_type: "relates_to", issues: [b.id, elsewhere.id] })).toBe("issues");
    expect(await post({ relation_type: "relates_to", issues: [foreign.id] })).toBe("issues");
    expect(await post({ relation_type: "relates_to", issues: [randomUUID()] })).toBe("issues");
    expect((await cast.member.client.send("POST", relationsOf(a.id), { relation_type: "relates_to", issues: [b.id], extra: 1 })).status).toBe(400);
    const remove = await cast.member.client.send("POST", removeFrom(a.id), { related_issue: "nope" });
    expect(remove.body.details[0].path).toBe("related_issue");
    expect(await rowsOf(a)).toEqual([]);
  });

  it("answers 403 to a guest writing and to a workspace member outside the project", async () => {
    const a = await item();
    const b = await item();
    await buildRelation(t.db, a, b);
    expect((await cast.guest.client.get(relationsOf(a.id))).status).toBe(200);
    expect((await cast.guest.client.send("POST", relationsOf(a.id), { relation_type: "duplicate", issues: [b.id] })).status).toBe(403);
    expect((await cast.guest.client.send("POST", removeFrom(a.id), { related_issue: b.id })).status).toBe(403);
    expect((await cast.outsider.client.get(relationsOf(a.id))).status).toBe(403);
    expect((await cast.outsider.client.send("POST", removeFrom(a.id), { related_issue: b.id })).status).toBe(403);
    expect(await rowsOf(a)).toHaveLength(1);
  });

  it("answers 404 for an unknown item, another project's or another workspace's, and changes nothing", async () => {
    const b = await item();
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    for (const id of [randomUUID(), "not-a-uuid", elsewhere.id, foreign.id]) {
      const get = await cast.admin.client.get(relationsOf(id));
      expect(get.status).toBe(404);
      expect(get.body.error).toBe("Work item not found");
      expect((await cast.admin.client.send("POST", relationsOf(id), { relation_type: "relates_to", issues: [b.id] })).status).toBe(404);
      expect((await cast.admin.client.send("POST", removeFrom(id), { related_issue: b.id })).status).toBe(404);
    }
    expect(await rowsOf(b)).toEqual([]);
  });

  it("shows A blocked_by B as B blocking A, records both histories and announces it", async () => {
    const [a, b] = [await item("A"), await item("B")];
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", relationsOf(a.id), { relation_type: "blocked_by", issues: [b.id] });
    events.stop();
    expect(res.status).toBe(201);
    expect(res.body).toHaveLength(1);
    expect(Object.keys(res.body[0]).sort()).toEqual(ENTRY_KEYS);
    expect(res.body[0]).toMatchObject({ id: b.id, name: "B", sequence_id: b.sequence_id, project_id: cast.project.id, state_id: b.state_id, priority: "none", relation_type: "blocked_by" });

    const fromA = (await cast.guest.client.get(relationsOf(a.id))).body;
    expect(fromA).toMatchObject({ blocked_by: [{ id: b.id, relation_type: "blocked_by" }], blocking: [], relates_to: [], duplicate: [] });
    const fromB = (await cast.guest.client.get(relationsOf(b.id))).body;
    expect(fromB).toMatchObject({ blocked_by: [], blocking: [{ id: a.id, relation_type: "blocking" }], relates_to: [], duplicate: [] });

    const identifier = cast.project.identifier;
    const history = await IssueActivity.query(t.db).whereIn("issue_id", [a.id, b.id]).where("verb", "created").whereNotNull("field");
    expect(history.map((h) => [h.issue_id, h.field, h.new_value, h.new_identifier]).sort()).toEqual(
      [
        [a.id, "blocked_by", `${identifier}-${b.sequence_id}`, b.id],
        [b.id, "blocking", `${identifier}-${a.sequence_id}`, a.id],
      ].sort(),
    );
    expect(events.named("work_item_relation.created")).toHaveLength(1);
    const [event] = events.named("work_item_relation.created");
    const row = await IssueRelation.query(t.db).findOne({ issue_id: a.id, related_issue_id: b.id });
    expect(event).toMatchObject({ id: row?.id, workspace_id: cast.workspace.id, project_id: cast.project.id, actor_id: cast.member.user.id });
    expect(event?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    expect(event?.data).toEqual({
      id: row?.id,
      issue_id: a.id,
      related_issue_id: b.id,
      relation_type: "blocked_by",
      project_id: cast.project.id,
      workspace_id: cast.workspace.id,
      created_by: cast.member.user.id,
      created_at: row?.created_at.toISOString(),
    });
  });

  it("announces one work_item_relation.created per new relation, and nothing for a pair already related", async () => {
    const [a, b, c] = [await item(), await item(), await item()];
    await buildRelation(t.db, a, b);
    const events = recordEvents(t.server.services.events);
    expect((await cast.admin.client.send("POST", relationsOf(a.id), { relation_type: "duplicate", issues: [b.id, c.id] })).status).toBe(201);
    events.stop();
    expect(events.seen.map((e) => [e.name, e.data])).toEqual([["work_item_relation.created", expect.objectContaining({ issue_id: a.id, related_issue_id: c.id, relation_type: "duplicate" })]]);
  });

  it("announces a draft's relation to the draft's creator only", async () => {
    const draft = await buildWorkItem(t.db, cast.project, { is_draft: true, created_by_id: cast.member.user.id });
    const b = await item();
    const events = recordEvents(t.server.services.events);
    expect((await cast.member.client.send("POST", relationsOf(draft.id), { relation_type: "relates_to", issues: [b.id] })).status).toBe(201);
    expect((await cast.member.client.send("POST", removeFrom(draft.id), { related_issue: b.id })).status).toBe(204);
    events.stop();
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_relation.created", "work_item_relation.deleted"]);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.member.user.id] });
  });

  it("stores blocking as the other item blocked_by this one, and symmetric types read the same from both sides", async () => {
    const [a, b, c] = [await item(), await item(), await item()];
    expect((await cast.admin.client.send("POST", relationsOf(a.id), { relation_type: "blocking", issues: [b.id] })).body[0].relation_type).toBe("blocking");
    expect(await IssueRelation.query(t.db).where({ issue_id: b.id, related_issue_id: a.id, relation_type: "blocked_by" }).resultSize()).toBe(1);
    expect((await cast.admin.client.get(relationsOf(b.id))).body.blocked_by.map((e: { id: string }) => e.id)).toEqual([a.id]);

    await cast.admin.client.send("POST", relationsOf(a.id), { relation_type: "duplicate", issues: [c.id] });
    expect((await cast.admin.client.get(relationsOf(c.id))).body.duplicate.map((e: { id: string }) => e.id)).toEqual([a.id]);
  });

  it("ignores a pair that is already related, from either side and in any type", async () => {
    const [a, b, c] = [await item(), await item(), await item()];
    expect((await cast.admin.client.send("POST", relationsOf(a.id), { relation_type: "relates_to", issues: [b.id, b.id] })).body).toHaveLength(1);
    const again = await cast.admin.client.send("POST", relationsOf(a.id), { relation_type: "relates_to", issues: [b.id, c.id] });
    expect(again.status).toBe(201);
    expect(again.body.map((e: { id: string }) => e.id)).toEqual([c.id]);
    expect((await cast.admin.client.send("POST", relationsOf(b.id), { relation_type: "blocking", issues: [a.id] })).body).toEqual([]);
    expect(await rowsOf(a)).toHaveLength(2);
    expect((await cast.admin.client.get(relationsOf(b.id))).body.relates_to.map((e: { id: string }) => e.id)).toEqual([a.id]);
  });
});

describe("POST remove-relation/", () => {
  it("removes both directions from either side, with history on both items and one event", async () => {
    const [a, b] = [await item(), await item()];
    await cast.admin.client.send("POST", relationsOf(a.id), { relation_type: "blocked_by", issues: [b.id] });
    const events = recordEvents(t.server.services.events);
    const res = await cast.member.client.send("POST", removeFrom(b.id), { relation_type: "blocking", related_issue: a.id });
    events.stop();
    expect(res.status).toBe(204);
    expect((await cast.admin.client.get(relationsOf(a.id))).body).toEqual({ blocked_by: [], blocking: [], relates_to: [], duplicate: [] });
    expect((await cast.admin.client.get(relationsOf(b.id))).body.blocking).toEqual([]);
    expect(await rowsOf(a)).toEqual([]);
    const history = await IssueActivity.query(t.db).whereIn("issue_id", [a.id, b.id]).where("verb", "deleted");
    expect(history.map((h) => [h.issue_id, h.field, h.old_identifier]).sort()).toEqual([[a.id, "blocked_by", b.id], [b.id, "blocking", a.id]].sort());
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_relation.deleted"]);
    const [event] = events.seen;
    expect(event).toMatchObject({ workspace_id: cast.workspace.id, project_id: cast.project.id, actor_id: cast.member.user.id });
    expect(event?.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    expect(event?.data).toEqual({ id: event?.id, issue_id: a.id, related_issue_id: b.id });
  });

  it("answers 404 for a pair that is not related, or related in another way than named, and keeps the relation", async () => {
    const [a, b, c] = [await item(), await item(), await item()];
    await buildRelation(t.db, a, b, "blocked_by");
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    for (const body of [{ related_issue: c.id }, { related_issue: randomUUID() }, { related_issue: foreign.id }, { related_issue: b.id, relation_type: "blocking" }]) {
      const res = await cast.admin.client.send("POST", removeFrom(a.id), body);
      expect(res.status, JSON.stringify(body)).toBe(404);
      expect(res.body.error).toBe("Relation not found");
    }
    expect(await rowsOf(a)).toHaveLength(1);
    expect((await cast.admin.client.send("POST", removeFrom(a.id), { related_issue: b.id })).status).toBe(204);
  });
});
