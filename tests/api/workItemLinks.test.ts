import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { IssueLink } from "../../db/models/IssueLink.js";
import { TestClient } from "../helpers/client.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { buildLink, createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const links = (issueId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issueId}/issue-links/`;
const one = (issueId: string, linkId: string) => `${links(issueId)}${linkId}/`;
const item = () => createWorkItem(t.db, cast.project, cast.admin.user);
const stored = (issue: Issue) => IssueLink.query(t.db).where("issue_id", issue.id).orderBy("id");

const LINK_KEYS = ["created_at", "created_by", "id", "issue", "metadata", "project", "title", "updated_at", "updated_by", "url", "workspace"];

describe("issue-links/", () => {
  it("answers 401 without a session", async () => {
    const issue = await item();
    const link = await buildLink(t.db, issue, cast.admin.user);
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(links(issue.id))).status).toBe(401);
    expect((await anonymous.send("POST", links(issue.id), { url: "https://example.com" })).status).toBe(401);
    expect((await anonymous.send("PATCH", one(issue.id, link.id), { title: "x" })).status).toBe(401);
    expect((await anonymous.send("DELETE", one(issue.id, link.id))).status).toBe(401);
  });

  it("answers 400 naming the field for bad input, and stores nothing", async () => {
    const issue = await item();
    const link = await buildLink(t.db, issue, cast.admin.user, "https://example.com/kept");
    for (const [body, path] of [
      [{}, "url"],
      [{ url: "javascript:alert(1)" }, "url"],
      [{ url: "ftp://example.com/file" }, "url"],
      [{ url: "not a url" }, "url"],
      [{ url: `https://example.com/${"a".repeat(3000)}` }, "url"],
      [{ url: "https://example.com/ok", title: 5 }, "title"],
      [{ url: "https://example.com/ok", extra: true }, "body"],
    ] as const) {
      const res = await cast.member.client.send("POST", links(issue.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path).toBe(path);
    }
    const patch = await cast.member.client.send("PATCH", one(issue.id, link.id), { url: "data:text/html,hi" });
    expect(patch.body.details[0].path).toBe("url");
    expect((await stored(issue)).map((l) => l.url)).toEqual(["https://example.com/kept"]);
  });

  it("answers 403 to a guest writing and to a workspace member outside the project", async () => {
    const issue = await item();
    const link = await buildLink(t.db, issue, cast.admin.user);
    expect((await cast.guest.client.get(links(issue.id))).status).toBe(200);
    expect((await cast.guest.client.send("POST", links(issue.id), { url: "https://example.com/g" })).status).toBe(403);
    expect((await cast.guest.client.send("PATCH", one(issue.id, link.id), { title: "g" })).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", one(issue.id, link.id))).status).toBe(403);
    expect((await cast.outsider.client.get(links(issue.id))).status).toBe(403);
    expect(await stored(issue)).toEqual([link]);
  });

  it("answers 404 for unknown, another project's or another workspace's items and links, and changes nothing", async () => {
    const issue = await item();
    const mine = await buildLink(t.db, issue, cast.admin.user);
    const sibling = await buildLink(t.db, await item(), cast.admin.user);
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    const foreignLink = await buildLink(t.db, foreign, cast.admin.user);
    for (const issueId of [randomUUID(), elsewhere.id, foreign.id]) {
      expect((await cast.admin.client.get(links(issueId))).body.error).toBe("Work item not found");
      expect((await cast.admin.client.send("POST", links(issueId), { url: "https://example.com/x" })).status).toBe(404);
      expect((await cast.admin.client.send("PATCH", one(issueId, mine.id), { title: "x" })).status).toBe(404);
    }
    for (const linkId of [randomUUID(), "nope", sibling.id, foreignLink.id]) {
      const patch = await cast.admin.client.send("PATCH", one(issue.id, linkId), { title: "x" });
      expect(patch.status).toBe(404);
      expect(patch.body.error).toBe("Link not found");
      expect((await cast.admin.client.send("DELETE", one(issue.id, linkId))).status).toBe(404);
    }
    expect(await IssueLink.query(t.db).whereIn("id", [mine.id, sibling.id, foreignLink.id]).orderBy("id")).toEqual([mine, sibling, foreignLink].sort((a, b) => a.id.localeCompare(b.id)));
  });

  it("creates, lists, updates and deletes a link, with history and one event per change", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    const created = await cast.member.client.send("POST", links(issue.id), { url: "https://example.com/spec", title: "Spec" });
    expect(created.status).toBe(201);
    expect(Object.keys(created.body).sort()).toEqual(LINK_KEYS);
    expect(created.body).toMatchObject({ url: "https://example.com/spec", title: "Spec", metadata: {}, issue: issue.id, created_by: cast.member.user.id });
    expect((await cast.guest.client.get(links(issue.id))).body.map((l: { id: string }) => l.id)).toEqual([created.body.id]);

    const updated = await cast.admin.client.send("PATCH", one(issue.id, created.body.id), { url: "https://example.com/spec-v2" });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ url: "https://example.com/spec-v2", title: "Spec", updated_by: cast.admin.user.id });

    expect((await cast.member.client.send("DELETE", one(issue.id, created.body.id))).status).toBe(204);
    events.stop();
    expect(await stored(issue)).toEqual([]);
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_link.created", "work_item_link.updated", "work_item_link.deleted"]);
    expect(events.seen.every((e) => e.id === created.body.id && e.project_id === cast.project.id)).toBe(true);
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "project", workspace_id: cast.workspace.id, project_id: cast.project.id });
    expect(events.seen[0]?.data).toEqual(created.body);
    expect(events.seen[1]?.data).toEqual({ url: "https://example.com/spec-v2", updated_by: cast.admin.user.id, updated_at: updated.body.updated_at });
    expect(events.seen[2]?.data).toEqual({ id: created.body.id, issue: issue.id });
    const history = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "link" }).orderBy("created_at").orderBy("verb");
    expect(history.map((h) => [h.verb, h.old_value, h.new_value])).toEqual(
      expect.arrayContaining([
        ["created", null, "https://example.com/spec"],
        ["updated", "https://example.com/spec", "https://example.com/spec-v2"],
        ["deleted", "https://example.com/spec-v2", null],
      ]),
    );
    expect(history).toHaveLength(3);
  });

  it("answers 409 for a URL the item already links, on create and on update", async () => {
    const issue = await item();
    await buildLink(t.db, issue, cast.admin.user, "https://example.com/a");
    const b = await buildLink(t.db, issue, cast.admin.user, "https://example.com/b");
    const twin = await cast.member.client.send("POST", links(issue.id), { url: "https://example.com/a" });
    expect(twin.status).toBe(409);
    expect(twin.body.error).toBe("URL already exists for this Issue");
    expect((await cast.member.client.send("PATCH", one(issue.id, b.id), { url: "https://example.com/a" })).status).toBe(409);
    // The same URL on another item is fine.
    expect((await cast.member.client.send("POST", links((await item()).id), { url: "https://example.com/a" })).status).toBe(201);
    expect(await stored(issue)).toHaveLength(2);
  });
});
