import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/connection.js";
import { Issue } from "../../db/models/Issue.js";
import { signUploadToken } from "../../api/assets/uploadToken.js";
import { buildPendingAttachment, postUpload } from "../helpers/attachments.js";
import type { TestResponse } from "../helpers/client.js";
import { recordEvents } from "../helpers/events.js";
import type { TestServer } from "../helpers/testServer.js";
import { buildComment, buildCommentReaction, buildLink, buildRelation, buildWorkItemReaction, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { finishedWorkItem } from "../helpers/workItemLifecycle.js";
import { buildWorkItem } from "../helpers/workItems.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const projectPath = () => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}`;
const itemPath = (issue: Issue) => `${projectPath()}/issues/${issue.id}`;
const attachmentsPath = (issue: Issue) => `/api/assets/v2/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issue.id}/attachments/`;
const key = (issue: Issue) => `${cast.project.identifier}-${issue.sequence_id}`;
const archivedItem = () => finishedWorkItem(t.db, cast.project, { archived_at: new Date() });

/** Everything a write could have touched on these items: their rows and every table hanging off them. */
async function footprint(db: Db, issues: readonly Issue[]) {
  const ids = issues.map((issue) => issue.id);
  const count = async (table: string, column = "issue_id") => Number(((await db(table).whereIn(column, ids).count("* as n").first()) as { n: string }).n);
  return {
    rows: await Issue.query(db).whereIn("id", ids).orderBy("id"),
    history: await count("issue_activities"),
    comments: await db("issue_comments").whereIn("issue_id", ids).orderBy("id"),
    commentReactions: await db("comment_reactions").whereIn("comment_id", db("issue_comments").select("id").whereIn("issue_id", ids)).orderBy("id"),
    links: await db("issue_links").whereIn("issue_id", ids).orderBy("id"),
    reactions: await count("issue_reactions"),
    subscribers: await count("issue_subscribers"),
    relations: (await count("issue_relations")) + (await count("issue_relations", "related_issue_id")),
    assets: await db("file_assets").whereIn("issue_id", ids).orderBy("id"),
    children: await count("issues", "parent_id"),
  };
}

/** The one answer a write on an archived item gets: 409, saying to restore it. */
function expectRefused(res: TestResponse, what: string): void {
  expect(res.status, `${what}: ${JSON.stringify(res.body)}`).toBe(409);
  expect(res.body.code, what).toBe("conflict");
  expect(res.body.error, what).toMatch(/archived.*Restore (it|them) to make changes\./);
}

describe("an archived work item is read-only", () => {
  it("refuses every write route on it with 409, changing nothing and announcing nothing", async () => {
    const issue = await archivedItem();
    const other = await buildWorkItem(t.db, cast.project);
    const comment = await buildComment(t.db, issue, cast.member.user);
    await buildCommentReaction(t.db, comment, cast.member.user, "👍");
    await buildWorkItemReaction(t.db, issue, cast.member.user, "🎉");
    const link = await buildLink(t.db, issue, cast.member.user);
    const pending = await buildPendingAttachment(t.db, issue, cast.member.user);
    await buildRelation(t.db, issue, other, "blocked_by");
    const before = await footprint(t.db, [issue, other]);
    const events = recordEvents(t.server.services.events);
    const client = cast.member.client;
    const item = itemPath(issue);

    const attempts: [string, string, string, unknown?][] = [
      ["PATCH", `${item}/`, "update", { name: "Renamed", priority: "high" }],
      ["POST", `${item}/archive/`, "archive again"],
      ["POST", `${item}/comments/`, "comment", { comment_html: "<p>Late words</p>" }],
      ["PATCH", `${item}/comments/${comment.id}/`, "edit a comment", { comment_html: "<p>Edited</p>" }],
      ["DELETE", `${item}/comments/${comment.id}/`, "delete a comment"],
      ["POST", `${item}/comments/${comment.id}/reactions/`, "react to a comment", { reaction: "🚀" }],
      ["DELETE", `${item}/comments/${comment.id}/reactions/👍/`, "take back a comment reaction"],
      ["POST", `${projectPath()}/comments/${comment.id}/reactions/`, "react to a comment at Plane's project path", { reaction: "🚀" }],
      ["POST", `${item}/reactions/`, "react", { reaction: "🚀" }],
      ["DELETE", `${item}/reactions/🎉/`, "take back a reaction"],
      ["POST", `${item}/issue-links/`, "add a link", { url: "https://example.com/new" }],
      ["PATCH", `${item}/issue-links/${link.id}/`, "edit a link", { title: "New title" }],
      ["DELETE", `${item}/issue-links/${link.id}/`, "remove a link"],
      ["POST", `${item}/issue-relation/`, "relate", { relation_type: "relates_to", issues: [(await buildWorkItem(t.db, cast.project)).id] }],
      ["POST", `${item}/remove-relation/`, "remove a relation", { related_issue: other.id }],
      ["POST", `${item}/subscribe/`, "subscribe"],
      ["POST", attachmentsPath(issue), "announce an attachment", { name: "a.txt", type: "text/plain", size: 3 }],
      ["PATCH", `${attachmentsPath(issue)}${pending.id}/`, "confirm an attachment"],
      ["DELETE", `${attachmentsPath(issue)}${pending.id}/`, "delete an attachment"],
    ];
    for (const [method, path, what, body] of attempts) expectRefused(await client.send(method, path, body), what);
    // The admin's wider rights change nothing either.
    expectRefused(await cast.admin.client.send("PATCH", `${item}/`, { priority: "low" }), "admin update");
    const upload = { url: `${t.baseUrl}${attachmentsPath(issue)}${pending.id}/upload/`, fields: { token: signUploadToken(t.server.services.config.secretKey, pending.id, cast.member.user.id) } };
    expectRefused(await postUpload(client, upload, new Uint8Array([1, 2, 3, 4, 5])), "upload the announced file");

    events.stop();
    expect(events.seen).toEqual([]);
    expect(await footprint(t.db, [issue, other])).toEqual(before);
  });

  it("refuses relations and parent changes that name it from a live item, naming it by its key", async () => {
    const archived = await archivedItem();
    const live = await buildWorkItem(t.db, cast.project);
    const child = await buildWorkItem(t.db, cast.project, { parent_id: archived.id });
    const related = await buildWorkItem(t.db, cast.project);
    await buildRelation(t.db, related, archived, "relates_to");
    const before = await footprint(t.db, [archived, live, child, related]);
    const client = cast.member.client;

    const relate = await client.send("POST", `${itemPath(live)}/issue-relation/`, { relation_type: "blocked_by", issues: [archived.id] });
    expectRefused(relate, "relate to it");
    expect(relate.body.error).toContain(key(archived));
    expectRefused(await client.send("POST", `${itemPath(related)}/remove-relation/`, { related_issue: archived.id }), "unrelate from it");
    const adopt = await client.send("PATCH", `${itemPath(live)}/`, { parent_id: archived.id });
    expectRefused(adopt, "make it a parent");
    expect(adopt.body.error).toContain(key(archived));
    expectRefused(await client.send("PATCH", `${itemPath(child)}/`, { parent_id: null }), "take a sub-issue from it");
    expectRefused(await client.send("PATCH", `${itemPath(child)}/`, { parent_id: live.id }), "move a sub-issue away from it");
    expectRefused(await client.send("POST", `${projectPath()}/issues/`, { name: "New child", parent_id: archived.id }), "create under it");
    expect(await footprint(t.db, [archived, live, child, related])).toEqual(before);
    expect(await Issue.query(t.db).where({ project_id: cast.project.id, name: "New child" }).resultSize()).toBe(0);

    // The live item's own changes still go through.
    expect((await client.send("PATCH", `${itemPath(child)}/`, { priority: "high" })).status).toBe(200);
  });

  it("refuses bulk routes that name it, all or nothing, naming the archived items", async () => {
    const archived = [await archivedItem(), await archivedItem()];
    const live = await finishedWorkItem(t.db, cast.project);
    const ids = [live.id, ...archived.map((issue) => issue.id)];
    const before = await footprint(t.db, [live, ...archived]);
    const client = cast.member.client;
    const attempts: [string, string, unknown][] = [
      ["bulk-operation-issues/", "bulk update", { issue_ids: ids, properties: { priority: "urgent" } }],
      ["bulk-archive-issues/", "bulk archive", { issue_ids: ids }],
      ["bulk-subscribe-issues/", "bulk subscribe", { issue_ids: ids }],
      ["issue-dates/", "move dates", { updates: ids.map((id) => ({ id, start_date: "2026-03-01" })) }],
    ];
    for (const [path, what, body] of attempts) {
      const res = await client.send("POST", `${projectPath()}/${path}`, body);
      expectRefused(res, what);
      for (const issue of archived) expect(res.body.error, what).toContain(key(issue));
      expect(res.body.error, what).not.toContain(`${key(live)},`);
    }
    expect(await footprint(t.db, [live, ...archived])).toEqual(before);
  });

  it("still takes restore, delete, bulk delete and unsubscribe; a restored item is editable again", async () => {
    const client = cast.member.client;
    const issue = await archivedItem();
    await t.db("issue_subscribers").insert({ workspace_id: issue.workspace_id, project_id: issue.project_id, issue_id: issue.id, subscriber_id: cast.member.user.id });
    expect((await client.send("DELETE", `${itemPath(issue)}/subscribe/`)).status).toBe(204);
    expect((await client.send("DELETE", `${itemPath(issue)}/archive/`)).status).toBe(204);
    expect((await Issue.query(t.db).findById(issue.id))?.archived_at).toBeNull();
    const renamed = await client.send("PATCH", `${itemPath(issue)}/`, { name: "Back at work" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Back at work");

    const doomed = await archivedItem();
    expect((await cast.admin.client.send("DELETE", `${itemPath(doomed)}/`)).status).toBe(204);
    const more = [await archivedItem(), await buildWorkItem(t.db, cast.project)];
    expect((await cast.admin.client.send("DELETE", `${projectPath()}/bulk-delete-issues/`, { issue_ids: more.map((item) => item.id) })).status).toBe(204);
    expect(await Issue.query(t.db).whereIn("id", [doomed.id, ...more.map((item) => item.id)]).resultSize()).toBe(0);
  });
});
