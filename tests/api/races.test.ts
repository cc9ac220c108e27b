import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CommentReaction } from "../../db/models/CommentReaction.js";
import { Issue } from "../../db/models/Issue.js";
import { IssueComment } from "../../db/models/IssueComment.js";
import { IssueRelation } from "../../db/models/IssueRelation.js";
import type { TestResponse } from "../helpers/client.js";
import type { TestServer } from "../helpers/testServer.js";
import { buildComment, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";
import { buildWorkItem } from "../helpers/workItems.js";

/**
 * Concurrent writes over real HTTP (issue 9, item 8): whatever the interleaving, no answer is a 500, no
 * parent chain closes into a loop, the stored rows are exactly what the 2xx answers said, and PostgreSQL
 * never has to break a deadlock (the lock order prevents them; the unit of work's retry is only a net).
 * Each pair is sent many times because one round proves little about a race.
 */

let t: TestServer;
let cast: ExtrasCast;
let deadlocks = 0;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
  t.server.services.db.on("query-error", (error: { code?: string }) => {
    if (error.code === "40P01" || error.code === "40001") deadlocks += 1;
  });
});
beforeEach(() => {
  deadlocks = 0;
});
afterAll(() => t.close());

const ROUNDS = 50;
const base = () => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues`;
const itemUrl = (id: string) => `${base()}/${id}/`;
const commentUrl = (issueId: string, commentId: string) => `${itemUrl(issueId)}comments/${commentId}/`;
const item = (parentId: string | null = null) => buildWorkItem(t.db, cast.project, { parent_id: parentId });
const setParent = (id: string, parentId: string | null) => cast.admin.client.send("PATCH", itemUrl(id), { parent_id: parentId });
const relate = (id: string, type: string, otherId: string) => cast.member.client.send("POST", `${itemUrl(id)}issue-relation/`, { relation_type: type, issues: [otherId] });
const react = (issueId: string, commentId: string) => cast.member.client.send("POST", `${commentUrl(issueId, commentId)}reactions/`, { reaction: "👍" });

/** What a race may answer: success, a refusal that names the problem, or 409 "try again". Never a 500. */
function acceptable(res: TestResponse): boolean {
  return (res.status >= 200 && res.status < 300) || [400, 404, 409].includes(res.status);
}

const ok = (res: TestResponse) => res.status >= 200 && res.status < 300;

/** Every race's answers, so a failure shows how often it went wrong rather than only the first time. */
function collector() {
  const wrong: string[] = [];
  return {
    wrong,
    check(round: number, label: string, res: TestResponse) {
      if (!acceptable(res)) wrong.push(`round ${round} ${label}: ${res.status} ${JSON.stringify(res.body)}`);
    },
    expect(round: number, label: string, condition: boolean) {
      if (!condition) wrong.push(`round ${round}: ${label}`);
    },
  };
}

/** The items of the project whose parent chain comes back to them. */
async function itemsInCycles(): Promise<string[]> {
  const rows = await Issue.query(t.db).select("id", "parent_id").where("project_id", cast.project.id);
  const parentOf = new Map(rows.map((row) => [row.id, row.parent_id]));
  return rows
    .filter((row) => {
      const seen = new Set<string>();
      for (let at: string | null | undefined = row.parent_id; at; at = parentOf.get(at)) {
        if (at === row.id) return true;
        if (seen.has(at)) return false;
        seen.add(at);
      }
      return false;
    })
    .map((row) => row.id);
}

async function parentsOf(ids: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await Issue.query(t.db).select("id", "parent_id").whereIn("id", [...ids]);
  return new Map(rows.map((row) => [row.id, row.parent_id]));
}

async function parentOf(id: string): Promise<string | null> {
  return (await parentsOf([id])).get(id) ?? null;
}

describe("concurrent writes", { timeout: 180_000 }, () => {
  it("never lets random concurrent re-parenting close a loop, and keeps what each 200 said", async () => {
    const results = collector();
    const items = await Promise.all(Array.from({ length: 6 }, () => item()));
    const ids = items.map((issue) => issue.id);
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = await parentsOf(ids);
      // Each item moves at most once a round, so its final parent is known from its one answer.
      const movers = [...ids].sort(() => Math.random() - 0.5).slice(0, 5);
      const targets = movers.map((id) => {
        const choices = [null, ...ids.filter((other) => other !== id)];
        return choices[Math.floor(Math.random() * choices.length)] ?? null;
      });
      const answers = await Promise.all(movers.map((id, i) => setParent(id, targets[i] ?? null)));
      const after = await parentsOf(ids);
      for (const [i, id] of movers.entries()) {
        const res = answers[i];
        if (!res) continue;
        results.check(round, `PATCH parent of item ${ids.indexOf(id)}`, res);
        const expected = ok(res) ? (targets[i] ?? null) : (before.get(id) ?? null);
        results.expect(round, `item ${ids.indexOf(id)} has the parent its ${res.status} said`, after.get(id) === expected);
      }
      results.expect(round, "no parent loop", (await itemsInCycles()).length === 0);
    }
    expect(results.wrong).toEqual([]);
    expect(deadlocks).toBe(0);
  });

  it("refuses one of PATCH b {parent: c} and PATCH c {parent: a} sent together when a is under b", async () => {
    const results = collector();
    for (let round = 0; round < ROUNDS; round += 1) {
      const b = await item();
      const a = await item(b.id);
      const c = await item();
      const [first, second] = await Promise.all([setParent(b.id, c.id), setParent(c.id, a.id)]);
      if (!first || !second) throw new Error("unreachable");
      results.check(round, "PATCH b", first);
      results.check(round, "PATCH c", second);
      results.expect(round, "not both moved", !(ok(first) && ok(second)));
      results.expect(round, "b's parent as answered", (await parentOf(b.id)) === (ok(first) ? c.id : null));
      results.expect(round, "c's parent as answered", (await parentOf(c.id)) === (ok(second) ? a.id : null));
    }
    expect(results.wrong).toEqual([]);
    expect(await itemsInCycles()).toEqual([]);
    expect(deadlocks).toBe(0);
  });

  it("refuses one of two opposite parents set at once", async () => {
    const results = collector();
    for (let round = 0; round < ROUNDS; round += 1) {
      const [a, b] = [await item(), await item()];
      const [first, second] = await Promise.all([setParent(a.id, b.id), setParent(b.id, a.id)]);
      if (!first || !second) throw new Error("unreachable");
      results.check(round, "PATCH a", first);
      results.check(round, "PATCH b", second);
      results.expect(round, "not both moved", !(ok(first) && ok(second)));
      results.expect(round, "a's parent as answered", (await parentOf(a.id)) === (ok(first) ? b.id : null));
      results.expect(round, "b's parent as answered", (await parentOf(b.id)) === (ok(second) ? a.id : null));
    }
    expect(results.wrong).toEqual([]);
    expect(await itemsInCycles()).toEqual([]);
    expect(deadlocks).toBe(0);
  });

  it("stores one relation when two items relate to each other at once", async () => {
    const results = collector();
    for (let round = 0; round < ROUNDS; round += 1) {
      const type = ["relates_to", "blocked_by", "blocking", "duplicate"][round % 4] ?? "relates_to";
      const [a, b] = [await item(), await item()];
      const [fromA, fromB] = await Promise.all([relate(a.id, type, b.id), relate(b.id, type, a.id)]);
      if (!fromA || !fromB) throw new Error("unreachable");
      results.check(round, `${type} from a`, fromA);
      results.check(round, `${type} from b`, fromB);
      const made = [fromA, fromB].filter((res) => ok(res) && (res.body as unknown[]).length === 1);
      const rows = await IssueRelation.query(t.db).where((q) => q.whereIn("issue_id", [a.id, b.id]).orWhereIn("related_issue_id", [a.id, b.id]));
      results.expect(round, `one 201 made the relation (${made.length}) and it is the one row (${rows.length})`, made.length === rows.length && rows.length <= 1);
      const winner = made[0] === fromA ? a : b;
      const row = rows[0];
      if (row) {
        const seenFromWinner = row.relation_type === "blocked_by" ? (row.issue_id === winner.id ? "blocked_by" : "blocking") : row.relation_type;
        results.expect(round, `the row is ${type} from the side whose answer listed it`, seenFromWinner === type);
      }
    }
    expect(results.wrong).toEqual([]);
    expect(deadlocks).toBe(0);
  });

  it("keeps both a comment edit and a reaction on that comment sent at once", async () => {
    const results = collector();
    for (let round = 0; round < ROUNDS; round += 1) {
      const issue = await item();
      const comment = await buildComment(t.db, issue, cast.admin.user);
      const html = `<p>Edited ${round}</p>`;
      const [edit, reaction] = await Promise.all([cast.admin.client.send("PATCH", commentUrl(issue.id, comment.id), { comment_html: html }), react(issue.id, comment.id)]);
      if (!edit || !reaction) throw new Error("unreachable");
      results.check(round, "PATCH comment", edit);
      results.check(round, "POST reaction", reaction);
      const stored = await IssueComment.query(t.db).findById(comment.id);
      results.expect(round, "the comment text as answered", stored?.comment_html === (ok(edit) ? html : comment.comment_html));
      const reactions = await CommentReaction.query(t.db).where("comment_id", comment.id).resultSize();
      results.expect(round, "the reaction as answered", reactions === (ok(reaction) ? 1 : 0));
    }
    expect(results.wrong).toEqual([]);
    expect(deadlocks).toBe(0);
  });

  it("leaves no reaction behind when a comment is deleted while someone reacts to it", async () => {
    const results = collector();
    for (let round = 0; round < ROUNDS; round += 1) {
      const issue = await item();
      const comment = await buildComment(t.db, issue, cast.admin.user);
      const [removal, reaction] = await Promise.all([cast.admin.client.send("DELETE", commentUrl(issue.id, comment.id)), react(issue.id, comment.id)]);
      if (!removal || !reaction) throw new Error("unreachable");
      results.check(round, "DELETE comment", removal);
      results.check(round, "POST reaction", reaction);
      const stored = await IssueComment.query(t.db).findById(comment.id);
      results.expect(round, "the comment is gone as answered", (stored === undefined) === ok(removal));
      const reactions = await CommentReaction.query(t.db).where("comment_id", comment.id).resultSize();
      results.expect(round, "no reaction outlives its comment", reactions === (stored && ok(reaction) ? 1 : 0));
    }
    expect(results.wrong).toEqual([]);
    expect(deadlocks).toBe(0);
  });
});
