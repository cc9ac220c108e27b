import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { utimes } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sweepOrphanUploads } from "../../api/assets/sweepOrphanUploads.js";
import { PAGE_ACCESS } from "../../api/contract/pages.js";
import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import { buildPendingDescriptionImage, PNG, postUpload, type UploadData } from "../helpers/attachments.js";
import { TestClient } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import { buildPage } from "../helpers/pages.js";
import type { TestServer } from "../helpers/testServer.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const LIMIT = 5242880;
const base = (projectId = cast.project.id, slug = cast.workspace.slug) => `/api/assets/v2/workspaces/${slug}/projects/${projectId}/`;
const one = (assetId: string, projectId = cast.project.id, slug = cast.workspace.slug) => `${base(projectId, slug)}${assetId}/`;
const item = () => createWorkItem(t.db, cast.project, cast.admin.user);
const image = (entity_type: string, entity_identifier: string, extra: Record<string, unknown> = {}) => ({ name: "pasted.png", type: "image/png", size: PNG.length, entity_type, entity_identifier, ...extra });
const assetsOf = (column: "issue_id" | "page_id", id: string) => FileAsset.query(t.db).where(column, id);
const fileOf = (asset: { workspace_id: string; id: string }) => join(t.config.dataDir, "uploads", asset.workspace_id, asset.id);

interface Announced {
  upload_data: UploadData;
  asset_id: string;
  asset_url: string;
}

async function announce(client: TestClient, body: Record<string, unknown>, projectId = cast.project.id, slug = cast.workspace.slug): Promise<Announced> {
  const res = await client.send("POST", base(projectId, slug), body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Announced;
}

/** Announce, upload and confirm, as the editor does; answers the image's address. */
async function uploadImage(client: TestClient, body: Record<string, unknown>, projectId = cast.project.id, slug = cast.workspace.slug): Promise<Announced> {
  const announced = await announce(client, body, projectId, slug);
  expect((await postUpload(client, announced.upload_data, PNG, "pasted.png")).status).toBe(204);
  const confirmed = await client.send("PATCH", announced.asset_url);
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(204);
  return announced;
}

describe("images in rich text (project assets)", () => {
  it("answers 401 without a session on every step", async () => {
    const asset = await buildPendingDescriptionImage(t.db, await item(), cast.member.user);
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.send("POST", base(), image("ISSUE_DESCRIPTION", asset.issue_id as string))).status).toBe(401);
    expect((await postUpload(anonymous, { url: `${t.baseUrl}${one(asset.id)}upload/`, fields: { token: "x" } }, PNG)).status).toBe(401);
    expect((await anonymous.send("PATCH", one(asset.id))).status).toBe(401);
    expect((await anonymous.get(one(asset.id))).status).toBe(401);
  });

  it("answers 400 naming the field for anything but an image of at most 5 MB, and stores nothing", async () => {
    const issue = await item();
    for (const [body, path] of [
      [image("ISSUE_DESCRIPTION", issue.id, { size: LIMIT + 1 }), "size"],
      [image("ISSUE_DESCRIPTION", issue.id, { size: 0 }), "size"],
      [image("ISSUE_DESCRIPTION", issue.id, { type: "application/pdf", name: "spec.pdf" }), "type"],
      [image("ISSUE_DESCRIPTION", issue.id, { type: "image/svg+xml", name: "logo.svg" }), "type"],
      [image("ISSUE_DESCRIPTION", issue.id, { type: "text/html" }), "type"],
      [image("ISSUE_ATTACHMENT", issue.id), "entity_type"],
      [image("USER_AVATAR", issue.id), "entity_type"],
      [image("ISSUE_DESCRIPTION", "not-a-uuid"), "entity_identifier"],
      [{ name: "pasted.png", type: "image/png", size: 10, entity_type: "ISSUE_DESCRIPTION" }, "entity_identifier"],
      [image("ISSUE_DESCRIPTION", issue.id, { name: "" }), "name"],
    ] as const) {
      const res = await cast.member.client.send("POST", base(), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(body)).toBe(path);
    }
    const tooBig = await cast.member.client.send("POST", base(), image("ISSUE_DESCRIPTION", issue.id, { size: LIMIT + 1 }));
    expect(tooBig.body.details[0].message).toMatch(/at most 5 MB/);
    expect(await assetsOf("issue_id", issue.id)).toEqual([]);
  });

  it("stores an image of a work item's description: served inline, never among its attachments", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    const announced = await uploadImage(cast.member.client, image("ISSUE_DESCRIPTION", issue.id));
    events.stop();
    expect(announced.asset_url).toBe(one(announced.asset_id));
    expect(new URL(announced.upload_data.url).pathname).toBe(`${one(announced.asset_id)}upload/`);

    const read = await cast.guest.client.get(announced.asset_url);
    expect(read.status).toBe(200);
    expect(read.headers.get("content-type")).toBe("image/png");
    expect(read.headers.get("content-length")).toBe(String(PNG.length));
    expect(read.headers.get("x-content-type-options")).toBe("nosniff");

    const [row] = await assetsOf("issue_id", issue.id);
    expect(row).toMatchObject({ entity_type: "ISSUE_DESCRIPTION", is_uploaded: true, page_id: null, project_id: cast.project.id, workspace_id: cast.workspace.id });
    const attachments = await cast.member.client.get(`${base()}issues/${issue.id}/attachments/`);
    expect(attachments.body).toEqual([]);
    expect(events.seen.map((event) => event.name), "an image says nothing to anyone: the document shows it").toEqual([]);
    // A second confirmation changes nothing.
    expect((await cast.member.client.send("PATCH", one(announced.asset_id))).status).toBe(204);
  });

  it("stores an image of a comment against its work item, and one of a page against the page", async () => {
    const issue = await item();
    const comment = await uploadImage(cast.member.client, image("COMMENT_DESCRIPTION", issue.id));
    expect((await assetsOf("issue_id", issue.id)).map((row) => [row.id, row.entity_type])).toEqual([[comment.asset_id, "COMMENT_DESCRIPTION"]]);

    const page = await buildPage(t.db, cast.project, cast.admin.user.id);
    const pageImage = await uploadImage(cast.member.client, image("PAGE_DESCRIPTION", page.id));
    expect((await assetsOf("page_id", page.id)).map((row) => [row.id, row.entity_type, row.issue_id])).toEqual([[pageImage.asset_id, "PAGE_DESCRIPTION", null]]);
    expect((await cast.guest.client.get(pageImage.asset_url)).status).toBe(200);

    // The image goes with its page.
    await t.db("pages").where("id", page.id).delete();
    expect(await FileAsset.query(t.db).findById(pageImage.asset_id)).toBeUndefined();
  });

  it("answers 403 to those who may not change the text: guests, people outside the project, a locked page", async () => {
    const issue = await item();
    const guest = await cast.guest.client.send("POST", base(), image("ISSUE_DESCRIPTION", issue.id));
    expect(guest.status).toBe(403);
    const outsider = await cast.outsider.client.send("POST", base(), image("COMMENT_DESCRIPTION", issue.id));
    expect(outsider.status).toBe(403);
    const page = await buildPage(t.db, cast.project, cast.admin.user.id);
    expect((await cast.guest.client.send("POST", base(), image("PAGE_DESCRIPTION", page.id))).status).toBe(403);
    const locked = await buildPage(t.db, cast.project, cast.admin.user.id, { isLocked: true });
    const refused = await cast.member.client.send("POST", base(), image("PAGE_DESCRIPTION", locked.id));
    expect([refused.status, refused.body.code]).toEqual([400, "page_locked"]);

    // A guest may read an image but not confirm one.
    const asset = await buildPendingDescriptionImage(t.db, issue, cast.member.user);
    expect((await cast.guest.client.send("PATCH", one(asset.id))).status).toBe(403);
    expect(await assetsOf("issue_id", issue.id)).toHaveLength(1);
    expect(await assetsOf("page_id", page.id)).toEqual([]);
  });

  it("answers 404 for what the caller cannot see: another project's or workspace's ids, another's private page, a made-up id", async () => {
    const issue = await item();
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    expect((await cast.admin.client.send("POST", base(), image("ISSUE_DESCRIPTION", elsewhere.id))).status).toBe(404);
    expect((await cast.admin.client.send("POST", base(), image("ISSUE_DESCRIPTION", randomUUID()))).status).toBe(404);
    const privatePage = await buildPage(t.db, cast.project, cast.admin.user.id, { access: PAGE_ACCESS.PRIVATE });
    expect((await cast.member.client.send("POST", base(), image("PAGE_DESCRIPTION", privatePage.id))).status).toBe(404);

    // The admin owns both workspaces: an asset of the other one is still unknown here.
    const foreignIssue = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    const foreignSlug = ((await t.db("workspaces").where("id", cast.foreignProject.workspace_id).first("slug")) as { slug: string }).slug;
    const foreign = await uploadImage(cast.admin.client, image("ISSUE_DESCRIPTION", foreignIssue.id), cast.foreignProject.id, foreignSlug);
    expect((await cast.admin.client.get(foreign.asset_url)).status).toBe(200);
    for (const path of [one(foreign.asset_id), one(foreign.asset_id, cast.foreignProject.id)]) {
      expect((await cast.admin.client.get(path)).status, path).toBe(404);
      expect((await cast.admin.client.send("PATCH", path)).status, path).toBe(404);
    }
    expect((await cast.admin.client.get(one(randomUUID()))).status).toBe(404);
    // An attachment is not an image of rich text, whatever its type.
    const mine = await buildPendingDescriptionImage(t.db, issue, cast.member.user);
    await FileAsset.query(t.db).patchAndFetchById(mine.id, { entity_type: "ISSUE_ATTACHMENT", is_uploaded: true });
    expect((await cast.admin.client.get(one(mine.id))).status).toBe(404);

    // The image of a private page is its owner's alone.
    const ownImage = await uploadImage(cast.admin.client, image("PAGE_DESCRIPTION", privatePage.id));
    expect((await cast.admin.client.get(ownImage.asset_url)).status).toBe(200);
    expect((await cast.member.client.get(ownImage.asset_url)).status).toBe(404);
  });

  it("serves nothing before the confirmation, and confirms nothing without the declared bytes", async () => {
    const issue = await item();
    const announced = await announce(cast.member.client, image("ISSUE_DESCRIPTION", issue.id));
    expect((await cast.member.client.get(announced.asset_url)).status).toBe(400);
    expect((await cast.member.client.send("PATCH", announced.asset_url)).status).toBe(400);
    // Someone else's session cannot use the uploader's token.
    expect((await postUpload(cast.admin.client, announced.upload_data, PNG)).status).toBe(403);
    // More bytes than declared are refused and leave no file.
    expect((await postUpload(cast.member.client, announced.upload_data, new Uint8Array(PNG.length + 10))).status).toBe(400);
    const [row] = await assetsOf("issue_id", issue.id);
    expect(row?.is_uploaded).toBe(false);
    expect(existsSync(fileOf(row as FileAsset))).toBe(false);
  });

  it("lets the upload sweep drop images never confirmed, with their files, and keep confirmed ones", async () => {
    const issue: Issue = await item();
    const kept = await uploadImage(cast.member.client, image("ISSUE_DESCRIPTION", issue.id));
    const abandoned = await announce(cast.member.client, image("ISSUE_DESCRIPTION", issue.id));
    expect((await postUpload(cast.member.client, abandoned.upload_data, PNG)).status).toBe(204);
    const young = await announce(cast.member.client, image("ISSUE_DESCRIPTION", issue.id));

    const twoHoursAgo = new Date(Date.now() - 2 * 3600 * 1000);
    await t.db("file_assets").whereIn("id", [kept.asset_id, abandoned.asset_id]).update({ created_at: twoHoursAgo });
    for (const id of [kept.asset_id, abandoned.asset_id]) await utimes(fileOf({ workspace_id: cast.workspace.id, id }), twoHoursAgo, twoHoursAgo);

    expect(await sweepOrphanUploads(t.db, t.config.dataDir)).toBeGreaterThanOrEqual(1);
    expect((await assetsOf("issue_id", issue.id)).map((row) => row.id).sort()).toEqual([kept.asset_id, young.asset_id].sort());
    expect(existsSync(fileOf({ workspace_id: cast.workspace.id, id: abandoned.asset_id }))).toBe(false);
    expect((await cast.member.client.get(kept.asset_url)).status).toBe(200);
  });
});
