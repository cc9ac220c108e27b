import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Issue } from "../../../db/models/Issue.js";
import type { Project } from "../../../db/models/Project.js";
import { buildPendingAttachment } from "../../helpers/attachments.js";
import { recordEvents } from "../../helpers/events.js";
import { buildCastProject, buildProject } from "../../helpers/projects.js";
import { startTestServer, type TestServer } from "../../helpers/testServer.js";
import { buildComment, buildLink, createWorkItem } from "../../helpers/workItemExtras.js";
import { v1Cast, type V1Cast } from "./v1Cast.js";

let t: TestServer;
let cast: V1Cast;
let project: Project;
let item: Issue;
let theirs: Issue;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
  project = await buildCastProject(t.db, cast);
  item = await createWorkItem(t.db, project, cast.admin.user, "With children");
  const foreignProject = await buildProject(t.db, cast.otherWorkspace, cast.stranger.user);
  theirs = await createWorkItem(t.db, foreignProject, cast.stranger.user, "Theirs");
});
afterAll(() => t.close());

const itemPath = (spelling: string, issue: Issue = item) => `/api/v1/workspaces/${cast.workspace.slug}/projects/${issue.project_id}/${spelling}/${issue.id}/`;

/** Posts the upload fields and then the file, with no key and no cookie, as a script posts to S3. */
async function upload(url: string, fields: Record<string, string>, bytes: string): Promise<Response> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append("file", new Blob([bytes], { type: "text/plain" }), "notes.txt");
  return fetch(new URL(new URL(url).pathname, t.baseUrl), { method: "POST", body: form });
}

describe("v1 comments", () => {
  for (const spelling of ["issues", "work-items"]) {
    it(`${spelling}/: a guest comments, reads, edits and deletes their own comment; the app's event goes out`, async () => {
      const events = recordEvents(t.server.services.events);
      try {
        const created = await cast.as.guest.send("POST", `${itemPath(spelling)}comments/`, { comment_html: "<p>Looks <strong>good</strong></p>", comment_json: {}, access: "EXTERNAL" });
        expect(created.status).toBe(201);
        expect(created.body).toMatchObject({ comment_html: "<p>Looks <strong>good</strong></p>", actor: cast.guest.user.id, issue: item.id, project: project.id, access: "INTERNAL", deleted_at: null });
        expect(created.body).not.toHaveProperty("comment_stripped");
        expect(events.named("work_item_comment.created")).toHaveLength(1);
        const id = created.body.id as string;
        const listed = await cast.as.member.get(`${itemPath(spelling)}comments/?per_page=1000`);
        expect(listed.body.results.map((c: { id: string }) => c.id)).toContain(id);
        expect((await cast.as.member.get(`${itemPath(spelling)}comments/${id}/?fields=id`)).body).toEqual({ id });
        expect((await cast.as.member.send("PATCH", `${itemPath(spelling)}comments/${id}/`, { comment_html: "<p>Mine?</p>" })).status).toBe(403);
        const edited = await cast.as.guest.send("PATCH", `${itemPath(spelling)}comments/${id}/`, { comment_html: "<p>Edited</p>" });
        expect(edited.status).toBe(200);
        expect(edited.body.comment_html).toBe("<p>Edited</p>");
        expect(edited.body.edited_at).not.toBeNull();
        expect((await cast.as.guest.send("DELETE", `${itemPath(spelling)}comments/${id}/`)).status).toBe(204);
        expect(await t.db("issue_comments").where("id", id).first()).toBeUndefined();
      } finally {
        events.stop();
      }
    });
  }

  it("refuses an empty comment naming comment_html, a missing key, and another workspace's item or comment", async () => {
    const empty = await cast.as.member.send("POST", `${itemPath("work-items")}comments/`, { comment_html: "<p> </p>" });
    expect(empty.status).toBe(400);
    expect(empty.body).toHaveProperty("comment_html");
    expect((await cast.as.anonymous.get(`${itemPath("work-items")}comments/`)).status).toBe(401);
    const theirComment = await buildComment(t.db, theirs, cast.stranger.user);
    // Their item's id under this workspace's project.
    expect((await cast.as.admin.get(`/api/v1/workspaces/${cast.workspace.slug}/projects/${project.id}/work-items/${theirs.id}/comments/`)).status).toBe(404);
    expect((await cast.as.admin.get(`${itemPath("work-items")}comments/${theirComment.id}/`)).status).toBe(404);
    expect((await cast.as.admin.send("DELETE", `${itemPath("work-items")}comments/${theirComment.id}/`)).status).toBe(404);
    expect(await t.db("issue_comments").where("id", theirComment.id).first()).toBeDefined();
  });
});

describe("v1 links", () => {
  it("a member links, reads, retitles and removes a page under both spellings; a guest may not", async () => {
    const created = await cast.as.member.send("POST", `${itemPath("work-items")}links/`, { url: "https://example.com/v1", title: "Spec" });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ url: "https://example.com/v1", title: "Spec", issue: item.id, project: project.id, created_by: cast.member.user.id });
    const id = created.body.id as string;
    const listed = await cast.as.guest.get(`${itemPath("issues")}links/`);
    expect(listed.body.results.map((l: { id: string }) => l.id)).toContain(id);
    expect((await cast.as.guest.get(`${itemPath("issues")}links/${id}/`)).body.url).toBe("https://example.com/v1");
    expect((await cast.as.guest.send("PATCH", `${itemPath("issues")}links/${id}/`, { title: "x" })).status).toBe(403);
    expect((await cast.as.member.send("PATCH", `${itemPath("issues")}links/${id}/`, { title: "The spec" })).body.title).toBe("The spec");
    const bad = await cast.as.member.send("POST", `${itemPath("issues")}links/`, { url: "javascript:alert(1)" });
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty("url");
    expect((await cast.as.member.send("DELETE", `${itemPath("work-items")}links/${id}/`)).status).toBe(204);
    expect((await cast.as.member.get(`${itemPath("work-items")}links/${id}/`)).status).toBe(404);
    const theirLink = await buildLink(t.db, theirs, cast.stranger.user);
    expect((await cast.as.admin.send("PATCH", `${itemPath("work-items")}links/${theirLink.id}/`, { title: "x" })).status).toBe(404);
  });
});

describe("v1 relations", () => {
  it("adds, lists by type from both sides, and removes a relation; refuses Plane's kinds Cairn lacks and other workspaces' items", async () => {
    const other = await createWorkItem(t.db, project, cast.admin.user, "Blocker");
    const added = await cast.as.member.send("POST", `${itemPath("work-items")}relations/`, { relation_type: "blocked_by", issues: [other.id] });
    expect(added.status).toBe(201);
    expect(added.body).toEqual([expect.objectContaining({ id: other.id, relation_type: "blocked_by" })]);
    const mine = await cast.as.guest.get(`${itemPath("work-items")}relations/`);
    expect(mine.body).toMatchObject({ blocked_by: [other.id], blocking: [], relates_to: [], duplicate: [], start_after: [], finish_before: [] });
    expect((await cast.as.guest.get(`${itemPath("issues", other)}relations/`)).body.blocking).toEqual([item.id]);

    expect((await cast.as.guest.send("POST", `${itemPath("work-items")}relations/remove/`, { related_issue: other.id })).status).toBe(403);
    const kind = await cast.as.member.send("POST", `${itemPath("work-items")}relations/`, { relation_type: "start_before", issues: [other.id] });
    expect(kind.status).toBe(400);
    expect(kind.body).toHaveProperty("relation_type");
    expect((await cast.as.member.send("POST", `${itemPath("work-items")}relations/`, { relation_type: "relates_to", issues: [theirs.id] })).status).toBe(400);

    expect((await cast.as.member.send("POST", `${itemPath("work-items")}relations/remove/`, { related_issue: other.id })).status).toBe(204);
    expect((await cast.as.guest.get(`${itemPath("work-items")}relations/`)).body.blocked_by).toEqual([]);
  });
});

describe("v1 activities", () => {
  it("lists the item's history oldest first and reads one line; another item's line is a 404", async () => {
    await cast.as.member.send("PATCH", itemPath("work-items"), { priority: "urgent" });
    const listed = await cast.as.guest.get(`${itemPath("issues")}activities/`);
    expect(listed.status).toBe(200);
    expect(listed.body.results[0]).toMatchObject({ issue: item.id, project: project.id, verb: "created" });
    const change = listed.body.results.find((line: { field: string | null }) => line.field === "priority");
    expect(change).toMatchObject({ verb: "updated", new_value: "urgent", actor: cast.member.user.id, epoch: expect.any(Number) });
    expect((await cast.as.guest.get(`${itemPath("work-items")}activities/${change.id}/`)).body).toMatchObject({ id: change.id, field: "priority" });
    const theirLine = (await t.db("issue_activities").where("issue_id", theirs.id).first()) as { id: string };
    expect((await cast.as.admin.get(`${itemPath("work-items")}activities/${theirLine.id}/`)).status).toBe(404);
    expect((await cast.as.admin.get(`${itemPath("work-items")}activities/nope/`)).status).toBe(404);
  });

  it("leaves out the lines about comments, as Plane's v1 activities do (its comments endpoint answers those)", async () => {
    expect((await cast.as.member.send("POST", `${itemPath("work-items")}comments/`, { comment_html: "<p>A note</p>" })).status).toBe(201);
    const commentLine = (await t.db("issue_activities").where({ issue_id: item.id, field: "comment" }).first()) as { id: string } | undefined;
    if (!commentLine) throw new Error("commenting wrote no history line");
    const listed = await cast.as.guest.get(`${itemPath("work-items")}activities/`);
    expect(listed.status).toBe(200);
    expect(listed.body.results.length).toBeGreaterThan(0);
    expect(listed.body.results.filter((line: { field: string | null }) => line.field === "comment" || line.field === "reaction")).toEqual([]);
    expect((await cast.as.guest.get(`${itemPath("work-items")}activities/${commentLine.id}/`)).status).toBe(404);
  });
});

describe("v1 attachments", () => {
  it("announce, upload with the signed fields alone, confirm, list, download and delete, with the app's events", async () => {
    const events = recordEvents(t.server.services.events);
    try {
      const announced = await cast.as.member.send("POST", `${itemPath("work-items")}attachments/`, { name: "notes.txt", type: "text/plain", size: 5 });
      expect(announced.status).toBe(200);
      expect(announced.body).toMatchObject({ asset_id: expect.any(String), attachment: { is_uploaded: false, issue: item.id }, upload_data: { fields: { token: expect.any(String) } } });
      const assetId = announced.body.asset_id as string;
      expect(new URL(announced.body.upload_data.url).pathname).toBe(`/api/v1/assets/${assetId}/upload/`);
      expect((await cast.as.member.get(`${itemPath("work-items")}attachments/`)).body).toEqual([]);

      const forged = await upload(announced.body.upload_data.url, { ...announced.body.upload_data.fields, token: "1.forged" }, "hello");
      expect(forged.status).toBe(403);
      expect((await upload(announced.body.upload_data.url, announced.body.upload_data.fields, "hello")).status).toBe(204);
      expect((await cast.as.guest.send("PATCH", `${itemPath("work-items")}attachments/${assetId}/`, { is_uploaded: true })).status).toBe(403);
      expect((await cast.as.member.send("PATCH", `${itemPath("issues")}issue-attachments/${assetId}/`, { is_uploaded: true })).status).toBe(204);
      expect(events.named("work_item_attachment.created")).toHaveLength(1);

      const listed = await cast.as.guest.get(`${itemPath("issues")}issue-attachments/`);
      expect(listed.body).toEqual([expect.objectContaining({ id: assetId, is_uploaded: true, attributes: { name: "notes.txt", type: "text/plain", size: 5 } })]);
      const downloaded = await cast.as.guest.get(`${itemPath("work-items")}attachments/${assetId}/`);
      expect(downloaded.status).toBe(200);
      expect(String(downloaded.body)).toBe("hello");

      expect((await cast.as.guest.send("DELETE", `${itemPath("work-items")}attachments/${assetId}/`)).status).toBe(403);
      expect((await cast.as.member.send("DELETE", `${itemPath("work-items")}attachments/${assetId}/`)).status).toBe(204);
      expect(events.named("work_item_attachment.deleted")).toHaveLength(1);
      expect((await cast.as.member.get(`${itemPath("work-items")}attachments/`)).body).toEqual([]);
    } finally {
      events.stop();
    }
  });

  it("tells only a holder of the upload token that the item was archived meanwhile, and stores nothing", async () => {
    const archivedLater = await createWorkItem(t.db, project, cast.admin.user, "Archived after the announcement");
    const announced = await cast.as.member.send("POST", `${itemPath("work-items", archivedLater)}attachments/`, { name: "late.txt", type: "text/plain", size: 5 });
    expect(announced.status).toBe(200);
    await t.db("issues").where("id", archivedLater.id).update({ archived_at: new Date() });
    const { url, fields } = announced.body.upload_data as { url: string; fields: Record<string, string> };
    expect((await upload(url, { ...fields, token: "1.forged" }, "hello")).status).toBe(403);
    expect((await upload(url, fields, "hello")).status).toBe(409);
    expect(await t.db("file_assets").where("id", announced.body.asset_id).first()).toMatchObject({ is_uploaded: false });
  });

  it("refuses a size over the limit naming it, a made-up upload target, and another workspace's attachment", async () => {
    const big = await cast.as.member.send("POST", `${itemPath("work-items")}attachments/`, { name: "big.bin", type: "application/octet-stream", size: 10 ** 12 });
    expect(big.status).toBe(400);
    expect(big.body).toHaveProperty("size");
    const nowhere = await upload(`${t.baseUrl}/api/v1/assets/00000000-0000-4000-8000-000000000000/upload/`, { token: "1.x" }, "hello");
    expect(nowhere.status).toBe(404);
    const theirAsset = await buildPendingAttachment(t.db, theirs, cast.stranger.user);
    expect((await cast.as.admin.send("PATCH", `${itemPath("work-items")}attachments/${theirAsset.id}/`, { is_uploaded: true })).status).toBe(404);
    expect((await cast.as.admin.send("DELETE", `${itemPath("work-items")}attachments/${theirAsset.id}/`)).status).toBe(404);
    expect(await t.db("file_assets").where("id", theirAsset.id).first()).toBeDefined();
  });
});
