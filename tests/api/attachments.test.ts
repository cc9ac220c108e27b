import { randomUUID } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUploadToken, UPLOAD_TOKEN_TTL_SECONDS } from "../../api/assets/uploadToken.js";
import { FileAsset } from "../../db/models/FileAsset.js";
import type { Issue } from "../../db/models/Issue.js";
import { IssueActivity } from "../../db/models/IssueActivity.js";
import { TestClient } from "../helpers/client.js";
import { buildPendingAttachment, PNG, postUpload, type UploadData } from "../helpers/attachments.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { createWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const LIMIT = 5242880;
const attachments = (issueId: string, projectId = cast.project.id) => `/api/assets/v2/workspaces/${cast.workspace.slug}/projects/${projectId}/issues/${issueId}/attachments/`;
const one = (issueId: string, assetId: string) => `${attachments(issueId)}${assetId}/`;
const item = () => createWorkItem(t.db, cast.project, cast.admin.user);
const stored = (issue: Issue) => FileAsset.query(t.db).where("issue_id", issue.id).orderBy("id");
const uploadsOf = (workspaceId: string) => {
  const folder = join(t.config.dataDir, "uploads", workspaceId);
  return existsSync(folder) ? readdirSync(folder) : [];
};
const fileOf = (asset: { workspace_id: string; id: string }) => join(t.config.dataDir, "uploads", asset.workspace_id, asset.id);

const HTML = new TextEncoder().encode("<script>alert(document.cookie)</script>");

interface Announced {
  upload_data: UploadData;
  asset_id: string;
  asset_url: string;
  attachment: Record<string, unknown>;
}

async function announce(client: TestClient, issue: Issue, body: Record<string, unknown>): Promise<Announced> {
  const res = await client.send("POST", attachments(issue.id), body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Announced;
}

describe("work item attachments", () => {
  it("answers 401 without a session", async () => {
    const issue = await item();
    const asset = await buildPendingAttachment(t.db, issue, cast.member.user);
    const anonymous = new TestClient(t.baseUrl);
    expect((await anonymous.get(attachments(issue.id))).status).toBe(401);
    expect((await anonymous.send("POST", attachments(issue.id), { name: "a.txt", type: "text/plain", size: 1 })).status).toBe(401);
    expect((await anonymous.send("PATCH", one(issue.id, asset.id))).status).toBe(401);
    expect((await anonymous.get(one(issue.id, asset.id))).status).toBe(401);
    expect((await anonymous.send("DELETE", one(issue.id, asset.id))).status).toBe(401);
    expect((await postUpload(anonymous, { url: `${t.baseUrl}${one(issue.id, asset.id)}upload/`, fields: { token: "x" } }, HTML)).status).toBe(401);
  });

  it("answers 400 naming the field for bad announcements, and stores nothing", async () => {
    const issue = await item();
    for (const [body, path] of [
      [{ name: "big.bin", type: "application/octet-stream", size: LIMIT + 1 }, "size"],
      [{ name: "a.txt", type: "text/plain", size: -1 }, "size"],
      [{ name: "a.txt", type: "text/plain", size: 1.5 }, "size"],
      [{ name: "a.txt", type: "text/plain" }, "size"],
      [{ type: "text/plain", size: 1 }, "name"],
      [{ name: "", type: "text/plain", size: 1 }, "name"],
      [{ name: "../../", type: "text/plain", size: 1 }, "name"],
      [{ name: "x".repeat(256), type: "text/plain", size: 1 }, "name"],
      [{ name: "a.txt", type: "not a type", size: 1 }, "type"],
      [{ name: "a.txt", type: "text/plain\r\nX-Evil: 1", size: 1 }, "type"],
      [{ name: "a.txt", size: 1 }, "type"],
    ] as const) {
      const res = await cast.member.client.send("POST", attachments(issue.id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[0].path, JSON.stringify(body)).toBe(path);
    }
    expect(await stored(issue)).toEqual([]);
  });

  it("keeps only the display name of a path-like name", async () => {
    const issue = await item();
    const created = await announce(cast.member.client, issue, { name: "C:\\Users\\me\\..\\../etc/passwd", type: "text/plain", size: 1 });
    expect(created.attachment.attributes).toEqual({ name: "passwd", type: "text/plain", size: 1 });
    const [row] = await stored(issue);
    expect(row?.storage_key).toBe(`${issue.workspace_id}/${created.asset_id}`);
    const control = await announce(cast.member.client, issue, { name: "a\u0000b\r\n.txt", type: "text/plain", size: 1 });
    expect(control.attachment.attributes).toMatchObject({ name: "ab.txt" });
  });

  it("answers 403 to a guest uploading and to a workspace member outside the project", async () => {
    const issue = await item();
    const asset = await buildPendingAttachment(t.db, issue, cast.member.user);
    const body = { name: "a.txt", type: "text/plain", size: 1 };
    expect((await cast.guest.client.get(attachments(issue.id))).status).toBe(200);
    expect((await cast.guest.client.send("POST", attachments(issue.id), body)).status).toBe(403);
    expect((await cast.guest.client.send("PATCH", one(issue.id, asset.id))).status).toBe(403);
    expect((await cast.guest.client.send("DELETE", one(issue.id, asset.id))).status).toBe(403);
    const guestToken = signUploadToken(t.config.secretKey, asset.id, cast.guest.user.id);
    expect((await postUpload(cast.guest.client, { url: `${t.baseUrl}${one(issue.id, asset.id)}upload/`, fields: { token: guestToken } }, HTML)).status).toBe(403);
    for (const res of [
      await cast.outsider.client.get(attachments(issue.id)),
      await cast.outsider.client.send("POST", attachments(issue.id), body),
      await cast.outsider.client.get(one(issue.id, asset.id)),
    ]) expect(res.status).toBe(403);
    expect(await stored(issue)).toEqual([asset]);
    expect(existsSync(fileOf(asset))).toBe(false);
  });

  it("answers 404 for another project's or workspace's items and assets, and changes nothing", async () => {
    const issue = await item();
    const mine = await buildPendingAttachment(t.db, issue, cast.admin.user);
    const sibling = await buildPendingAttachment(t.db, await item(), cast.admin.user);
    const elsewhere = await createWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createWorkItem(t.db, cast.foreignProject, cast.admin.user);
    const foreignAsset = await buildPendingAttachment(t.db, foreign, cast.admin.user);
    const before = await FileAsset.query(t.db).orderBy("id");
    for (const issueId of [randomUUID(), "nope", elsewhere.id, foreign.id]) {
      expect((await cast.admin.client.get(attachments(issueId))).body.error).toBe("Work item not found");
      expect((await cast.admin.client.send("POST", attachments(issueId), { name: "a.txt", type: "text/plain", size: 1 })).status).toBe(404);
      expect((await cast.admin.client.send("PATCH", one(issueId, mine.id))).status).toBe(404);
    }
    for (const assetId of [randomUUID(), "nope", sibling.id, foreignAsset.id]) {
      const token = signUploadToken(t.config.secretKey, assetId, cast.admin.user.id);
      for (const res of [
        await cast.admin.client.send("PATCH", one(issue.id, assetId)),
        await cast.admin.client.get(one(issue.id, assetId)),
        await cast.admin.client.send("DELETE", one(issue.id, assetId)),
        await postUpload(cast.admin.client, { url: `${t.baseUrl}${one(issue.id, assetId)}upload/`, fields: { token } }, HTML),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.error).toBe("The requested asset could not be found.");
      }
    }
    expect(await FileAsset.query(t.db).orderBy("id")).toEqual(before);
    expect([...uploadsOf(issue.workspace_id), ...uploadsOf(foreign.workspace_id)]).toEqual([]);
  });

  it("announces, uploads, confirms, lists, serves and deletes, with history and one event per change", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    const png = await announce(cast.member.client, issue, { name: "pixel.png", type: "image/png", size: PNG.length, project_id: cast.project.id });
    expect(Object.keys(png).sort()).toEqual(["asset_id", "asset_url", "attachment", "upload_data"]);
    expect(png.asset_url).toBe(one(issue.id, png.asset_id));
    expect(png.upload_data.url).toBe(`${t.baseUrl}${one(issue.id, png.asset_id)}upload/`);
    expect(Object.keys(png.upload_data.fields).sort()).toEqual(["Content-Type", "key", "token"]);
    expect(png.attachment).toMatchObject({ id: png.asset_id, is_uploaded: false, entity_type: "ISSUE_ATTACHMENT", issue: issue.id, created_by: cast.member.user.id });
    const html = await announce(cast.member.client, issue, { name: "page.html", type: "text/html", size: HTML.length });

    // Announced only: not listed, not readable, not confirmable.
    expect((await cast.member.client.get(attachments(issue.id))).body).toEqual([]);
    expect((await cast.member.client.get(one(issue.id, png.asset_id))).status).toBe(400);
    expect((await cast.member.client.send("PATCH", one(issue.id, png.asset_id))).status).toBe(400);

    expect((await postUpload(cast.member.client, png.upload_data, PNG, "pixel.png")).status).toBe(204);
    expect((await postUpload(cast.member.client, html.upload_data, HTML, "page.html")).status).toBe(204);
    expect((await postUpload(cast.member.client, png.upload_data, PNG)).status, "a second upload before confirming replaces nothing it should not").toBe(204);
    for (const announced of [png, html]) expect((await cast.member.client.send("PATCH", one(issue.id, announced.asset_id))).status).toBe(204);
    // Confirming twice is harmless and announces nothing more.
    expect((await cast.member.client.send("PATCH", one(issue.id, png.asset_id))).status).toBe(204);
    expect((await postUpload(cast.member.client, png.upload_data, PNG)).status, "a confirmed file cannot be swapped").toBe(409);

    const list = await cast.guest.client.get(attachments(issue.id));
    expect(list.status).toBe(200);
    expect(list.body.map((a: { id: string }) => a.id).sort()).toEqual([png.asset_id, html.asset_id].sort());
    const listedPng = list.body.find((a: { id: string }) => a.id === png.asset_id);
    expect(Object.keys(listedPng).sort()).toEqual(["asset_url", "attributes", "created_at", "created_by", "entity_type", "id", "is_uploaded", "issue", "project", "size", "updated_at", "updated_by", "workspace"]);
    expect(listedPng).toMatchObject({ attributes: { name: "pixel.png", type: "image/png", size: PNG.length }, asset_url: png.asset_url, is_uploaded: true, size: PNG.length });

    const image = await cast.guest.client.request("GET", png.asset_url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("content-disposition")).toBe("inline; filename*=UTF-8''pixel.png");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const cookie = [...cast.guest.client.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    const bytes = new Uint8Array(await (await fetch(new URL(png.asset_url, t.baseUrl), { headers: { cookie } })).arrayBuffer());
    expect(bytes).toEqual(PNG);
    const page = await cast.guest.client.get(html.asset_url);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("application/octet-stream");
    expect(page.headers.get("content-disposition")).toBe("attachment; filename*=UTF-8''page.html");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    expect(page.body).toBe("<script>alert(document.cookie)</script>");

    const [pngRow] = await FileAsset.query(t.db).where("id", png.asset_id);
    expect(existsSync(fileOf(pngRow as FileAsset))).toBe(true);
    expect((await cast.admin.client.send("DELETE", one(issue.id, png.asset_id))).status).toBe(204);
    expect((await cast.member.client.send("DELETE", one(issue.id, html.asset_id))).status).toBe(204);
    events.stop();
    expect(existsSync(fileOf(pngRow as FileAsset))).toBe(false);
    expect(uploadsOf(issue.workspace_id).filter((name) => [png.asset_id, html.asset_id].some((id) => name.startsWith(id)))).toEqual([]);
    expect(await stored(issue)).toEqual([]);
    expect((await cast.member.client.get(one(issue.id, png.asset_id))).status).toBe(404);

    expect(events.seen.map((e) => [e.name, e.id])).toEqual([
      ["work_item_attachment.created", png.asset_id],
      ["work_item_attachment.created", html.asset_id],
      ["work_item_attachment.deleted", png.asset_id],
      ["work_item_attachment.deleted", html.asset_id],
    ]);
    expect(events.seen.every((e) => e.project_id === cast.project.id && e.workspace_id === issue.workspace_id)).toBe(true);
    // The announcement itself is silent: the attachment is news only once confirmed.
    for (const e of events.seen) expect(e.audience).toEqual({ kind: "project", workspace_id: issue.workspace_id, project_id: cast.project.id });
    expect(events.seen[0]?.data).toMatchObject({ id: png.asset_id, is_uploaded: true, attributes: { name: "pixel.png" } });
    expect(events.seen[2]?.data).toEqual({ id: png.asset_id, issue: issue.id });
    const history = await IssueActivity.query(t.db).where({ issue_id: issue.id, field: "attachment" });
    expect(history.map((h) => [h.verb, h.old_value, h.new_value, h.actor_id]).sort()).toEqual(
      [
        ["created", null, "pixel.png", cast.member.user.id],
        ["created", null, "page.html", cast.member.user.id],
        ["deleted", "pixel.png", null, cast.admin.user.id],
        ["deleted", "page.html", null, cast.member.user.id],
      ].sort(),
    );
  });

  it("lets only the uploader and project admins delete", async () => {
    const issue = await item();
    const byAdmin = await buildPendingAttachment(t.db, issue, cast.admin.user);
    const res = await cast.member.client.send("DELETE", one(issue.id, byAdmin.id));
    expect(res.status).toBe(403);
    expect(await stored(issue)).toEqual([byAdmin]);
  });

  it("refuses an upload over 5242880 bytes with 413 and leaves no file", async () => {
    const issue = await item();
    const big = await announce(cast.member.client, issue, { name: "big.bin", type: "application/octet-stream", size: LIMIT });
    const res = await postUpload(cast.member.client, big.upload_data, new Uint8Array(LIMIT + 1));
    expect(res.status).toBe(413);
    expect(uploadsOf(issue.workspace_id).filter((name) => name.startsWith(big.asset_id))).toEqual([]);
    expect((await cast.member.client.send("PATCH", one(issue.id, big.asset_id))).status).toBe(400);
  });

  it("refuses a file of another size than declared, and leaves no file", async () => {
    const issue = await item();
    const small = await announce(cast.member.client, issue, { name: "a.txt", type: "text/plain", size: 10 });
    const res = await postUpload(cast.member.client, small.upload_data, new Uint8Array(9));
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/^size:/);
    expect(uploadsOf(issue.workspace_id).filter((name) => name.startsWith(small.asset_id))).toEqual([]);
  });

  it("refuses a bad, expired or someone else's token, a missing file part, a JSON body and the missing CSRF header", async () => {
    const issue = await item();
    const announced = await announce(cast.member.client, issue, { name: "a.txt", type: "text/plain", size: HTML.length });
    const { url, fields } = announced.upload_data;
    const expired = signUploadToken(t.config.secretKey, announced.asset_id, cast.member.user.id, Date.now() - (UPLOAD_TOKEN_TTL_SECONDS + 1) * 1000);
    const forAdmin = signUploadToken(t.config.secretKey, announced.asset_id, cast.admin.user.id);
    const forged = signUploadToken("another-secret-key-that-is-long-enough-0123", announced.asset_id, cast.member.user.id);
    for (const token of [undefined, "", "garbage", `${fields.token}x`, expired, forged]) {
      const rest = { ...fields, token: token ?? "" };
      if (token === undefined) delete (rest as Partial<typeof rest>).token;
      const res = await postUpload(cast.member.client, { url, fields: rest }, HTML);
      expect(res.status, String(token)).toBe(403);
    }
    // The token is the member's: the admin's session cannot spend it, nor can the member spend the admin's.
    expect((await postUpload(cast.admin.client, announced.upload_data, HTML)).status).toBe(403);
    expect((await postUpload(cast.member.client, { url, fields: { ...fields, token: forAdmin } }, HTML)).status).toBe(403);

    const path = new URL(url).pathname;
    expect((await cast.member.client.send("POST", path, fields)).status).toBe(400);
    const noFile = new Response(Object.entries(fields).reduce((form, [k, v]) => (form.append(k, v), form), new FormData()));
    const missing = await cast.member.client.request("POST", path, {
      headers: { "content-type": noFile.headers.get("content-type") ?? "", "x-csrftoken": cast.member.client.csrfToken ?? "" },
      body: new Uint8Array(await noFile.arrayBuffer()),
    });
    expect(missing.status).toBe(400);
    const truncated = await cast.member.client.request("POST", path, {
      headers: { "content-type": "multipart/form-data; boundary=xyz", "x-csrftoken": cast.member.client.csrfToken ?? "" },
      body: new TextEncoder().encode(`--xyz\r\nContent-Disposition: form-data; name="token"\r\n\r\n${fields.token}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nhalf a fi`),
    });
    expect(truncated.status).toBe(400);
    const noCsrf = await cast.member.client.request("POST", path, { headers: { "content-type": "multipart/form-data; boundary=xyz" }, body: new TextEncoder().encode("--xyz--\r\n") });
    expect(noCsrf.status).toBe(403);
    expect(uploadsOf(issue.workspace_id).filter((name) => name.startsWith(announced.asset_id))).toEqual([]);
    expect((await stored(issue)).map((a) => a.is_uploaded)).toEqual([false]);
  });
});
