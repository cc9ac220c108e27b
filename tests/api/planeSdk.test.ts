import { PlaneClient } from "@makeplane/plane-node-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../helpers/testServer.js";
import { uniqueIdentifier } from "../helpers/projects.js";
import { v1Cast, type V1Cast } from "./v1/v1Cast.js";

/**
 * Plane's official Node SDK, unchanged, pointed at a Cairn server with a Cairn API token: what a script or
 * an AI agent written for Plane does. Each call's answer is checked, and the write's effect read back.
 */
let t: TestServer;
let cast: V1Cast;
let plane: PlaneClient;
let slug: string;
beforeAll(async () => {
  t = await startTestServer({ setUp: true });
  cast = await v1Cast(t);
  slug = cast.workspace.slug;
  plane = new PlaneClient({ baseUrl: t.baseUrl, apiKey: cast.keys.admin });
});
afterAll(() => t.close());

/** The SDK throws its own error with the answer's status; the test wants the status. */
async function statusOf(call: Promise<unknown>): Promise<number | "ok"> {
  try {
    await call;
    return "ok";
  } catch (error) {
    return (error as { statusCode?: number; status?: number }).statusCode ?? (error as { status?: number }).status ?? -1;
  }
}

describe("the official Plane Node SDK against Cairn", () => {
  it("users.me and workspace members", async () => {
    const me = await plane.users.me();
    expect(me).toMatchObject({ id: cast.admin.user.id, email: cast.admin.user.email });
    const members = await plane.workspace.getMembers(slug);
    expect(members.map((m) => m.id ?? (m as { member?: { id: string } }).member?.id)).toEqual(expect.arrayContaining([cast.admin.user.id, cast.member.user.id]));
  });

  it("projects: create, retrieve, update, list, members, archive and unarchive, delete", async () => {
    const identifier = uniqueIdentifier("S").slice(0, 8);
    const created = await plane.projects.create(slug, { name: "SDK project", identifier });
    expect(created).toMatchObject({ name: "SDK project", identifier });
    expect((await plane.projects.retrieve(slug, created.id)).id).toBe(created.id);
    expect((await plane.projects.update(slug, created.id, { name: "SDK project, renamed" })).name).toBe("SDK project, renamed");
    const listed = await plane.projects.list(slug);
    expect(listed.results.map((p) => p.id)).toContain(created.id);
    const members = await plane.projects.getMembers(slug, created.id);
    expect(members.map((m) => m.id ?? (m as { member?: string }).member)).toContain(cast.admin.user.id);
    await plane.projects.archive(slug, created.id);
    expect((await t.db("projects").where("id", created.id).first()).archived_at).not.toBeNull();
    await plane.projects.unArchive(slug, created.id);
    expect((await t.db("projects").where("id", created.id).first()).archived_at).toBeNull();
    await plane.projects.delete(slug, created.id);
    expect(await statusOf(plane.projects.retrieve(slug, created.id))).toBe(404);
  });

  it("states and labels: create, retrieve, update, list, delete", async () => {
    const project = await plane.projects.create(slug, { name: "SDK states", identifier: uniqueIdentifier("T").slice(0, 8) });
    const state = await plane.states.create(slug, project.id, { name: "Review", color: "#ff0000", group: "started" });
    expect(state).toMatchObject({ name: "Review", group: "started" });
    expect((await plane.states.retrieve(slug, project.id, state.id)).id).toBe(state.id);
    expect((await plane.states.update(slug, project.id, state.id, { name: "In review" })).name).toBe("In review");
    expect((await plane.states.list(slug, project.id)).results.map((s) => s.name)).toContain("In review");
    await plane.states.delete(slug, project.id, state.id);
    expect(await statusOf(plane.states.retrieve(slug, project.id, state.id))).toBe(404);

    const label = await plane.labels.create(slug, project.id, { name: "sdk", color: "#00ff00" });
    expect(label).toMatchObject({ name: "sdk" });
    expect((await plane.labels.retrieve(slug, project.id, label.id)).id).toBe(label.id);
    expect((await plane.labels.update(slug, project.id, label.id, { name: "sdk-made" })).name).toBe("sdk-made");
    expect((await plane.labels.list(slug, project.id)).results.map((l) => l.name)).toContain("sdk-made");
    await plane.labels.delete(slug, project.id, label.id);
    expect(await statusOf(plane.labels.retrieve(slug, project.id, label.id))).toBe(404);
  });

  it("work items: create, list, retrieve by id and by identifier, update, delete; comments, links, relations, activities, attachments", async () => {
    const identifier = uniqueIdentifier("W").slice(0, 8);
    const project = await plane.projects.create(slug, { name: "SDK items", identifier });
    const label = await plane.labels.create(slug, project.id, { name: "bug", color: "#ff0000" });
    const item = await plane.workItems.create(slug, project.id, { name: "Made by the SDK", priority: "high", labels: [label.id], description_html: "<p>From a script</p>" });
    expect(item).toMatchObject({ name: "Made by the SDK", priority: "high", project: project.id });
    expect(item.labels).toEqual([label.id]);
    const other = await plane.workItems.create(slug, project.id, { name: "Blocks the first" });

    expect((await plane.workItems.list(slug, project.id)).results.map((w) => w.id)).toEqual(expect.arrayContaining([item.id, other.id]));
    expect((await plane.workItems.retrieve(slug, project.id, item.id)).name).toBe("Made by the SDK");
    const byIdentifier = await plane.workItems.retrieveByIdentifier(slug, `${identifier}-${item.sequence_id}`);
    expect(byIdentifier.id).toBe(item.id);
    expect((await plane.workItems.update(slug, project.id, item.id, { name: "Renamed by the SDK", priority: "low" })).priority).toBe("low");

    const comment = await plane.workItems.comments.create(slug, project.id, item.id, { comment_html: "<p>Looks <strong>good</strong></p>" });
    expect(comment.comment_html).toContain("<strong>good</strong>");
    expect((await plane.workItems.comments.list(slug, project.id, item.id)).results.map((c) => c.id)).toContain(comment.id);
    expect((await plane.workItems.comments.retrieve(slug, project.id, item.id, comment.id)).id).toBe(comment.id);
    expect((await plane.workItems.comments.update(slug, project.id, item.id, comment.id, { comment_html: "<p>Edited</p>" })).comment_html).toContain("Edited");
    await plane.workItems.comments.delete(slug, project.id, item.id, comment.id);
    expect(await statusOf(plane.workItems.comments.retrieve(slug, project.id, item.id, comment.id))).toBe(404);

    const link = await plane.links.create(slug, project.id, item.id, { url: "https://example.com/spec", title: "Spec" });
    expect(link).toMatchObject({ url: "https://example.com/spec", title: "Spec" });
    expect((await plane.links.list(slug, project.id, item.id)).results.map((l) => l.id)).toContain(link.id);
    expect((await plane.links.retrieve(slug, project.id, item.id, link.id)).id).toBe(link.id);
    expect((await plane.links.update(slug, project.id, item.id, link.id, { title: "The spec" })).title).toBe("The spec");
    await plane.links.delete(slug, project.id, item.id, link.id);
    expect(await statusOf(plane.links.retrieve(slug, project.id, item.id, link.id))).toBe(404);

    await plane.workItems.relations.create(slug, project.id, item.id, { relation_type: "blocked_by", issues: [other.id] });
    expect((await plane.workItems.relations.list(slug, project.id, item.id)).blocked_by).toEqual([other.id]);
    await plane.workItems.relations.delete(slug, project.id, item.id, { related_issue: other.id });
    expect((await plane.workItems.relations.list(slug, project.id, item.id)).blocked_by).toEqual([]);

    const activities = await plane.workItems.activities.list(slug, project.id, item.id);
    expect(activities.results.length).toBeGreaterThan(1);
    const first = activities.results[0];
    if (!first) throw new Error("no activity");
    expect((await plane.workItems.activities.retrieve(slug, project.id, item.id, first.id)).id).toBe(first.id);

    const announced = (await plane.workItems.attachments.create(slug, project.id, item.id, { name: "notes.txt", type: "text/plain", size: 5 })) as unknown as {
      upload_data: { url: string; fields: Record<string, string> };
      asset_id: string;
    };
    expect(announced.asset_id).toBeTruthy();
    const form = new FormData();
    for (const [name, value] of Object.entries(announced.upload_data.fields)) form.append(name, value);
    form.append("file", new Blob(["hello"], { type: "text/plain" }), "notes.txt");
    const uploaded = await fetch(new URL(announced.upload_data.url, t.baseUrl), { method: "POST", body: form });
    expect(uploaded.status).toBeLessThan(300);
    await plane.workItems.attachments.update(slug, project.id, item.id, announced.asset_id, { is_uploaded: true } as never);
    const attachments = await plane.workItems.attachments.list(slug, project.id, item.id);
    expect(attachments.map((a) => a.id)).toContain(announced.asset_id);
    await plane.workItems.attachments.delete(slug, project.id, item.id, announced.asset_id);
    expect((await plane.workItems.attachments.list(slug, project.id, item.id)).map((a) => a.id)).not.toContain(announced.asset_id);

    await plane.workItems.delete(slug, project.id, item.id);
    expect(await statusOf(plane.workItems.retrieve(slug, project.id, item.id))).toBe(404);
  });
});
