import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isSubscribed } from "../../api/workItems/subscriptions.js";
import { IssueSubscriber } from "../../db/models/IssueSubscriber.js";
import { TestClient } from "../helpers/client.js";
import type { TestServer } from "../helpers/testServer.js";
import { recordEvents } from "../helpers/events.js";
import { createUnfollowedWorkItem, startExtrasServer, type ExtrasCast } from "../helpers/workItemExtras.js";

let t: TestServer;
let cast: ExtrasCast;
beforeAll(async () => {
  ({ t, cast } = await startExtrasServer());
});
afterAll(() => t.close());

const subscribe = (issueId: string) => `/api/workspaces/${cast.workspace.slug}/projects/${cast.project.id}/issues/${issueId}/subscribe/`;
/** Nobody follows it yet: its creator's automatic subscription is tested in notifications.test.ts. */
const item = () => createUnfollowedWorkItem(t.db, cast.project, cast.admin.user);

describe("subscribe/", () => {
  it("answers 401 without a session", async () => {
    const issue = await item();
    const anonymous = new TestClient(t.baseUrl);
    for (const method of ["GET", "POST", "DELETE"]) expect((await anonymous.send(method, subscribe(issue.id))).status).toBe(401);
  });

  it("answers 403 to a workspace member outside the project, and subscribes nobody", async () => {
    const issue = await item();
    for (const method of ["GET", "POST", "DELETE"]) expect((await cast.outsider.client.send(method, subscribe(issue.id))).status).toBe(403);
    expect(await IssueSubscriber.query(t.db).where("issue_id", issue.id)).toEqual([]);
  });

  it("answers 404 for unknown, another project's or another workspace's items, and subscribes nobody", async () => {
    const elsewhere = await createUnfollowedWorkItem(t.db, cast.otherProject, cast.admin.user);
    const foreign = await createUnfollowedWorkItem(t.db, cast.foreignProject, cast.admin.user);
    for (const issueId of [randomUUID(), "nope", elsewhere.id, foreign.id]) {
      for (const method of ["GET", "POST", "DELETE"]) {
        const res = await cast.admin.client.send(method, subscribe(issueId));
        expect(res.status).toBe(404);
        expect(res.body.error).toBe("Work item not found");
      }
    }
    expect(await IssueSubscriber.query(t.db).whereIn("issue_id", [elsewhere.id, foreign.id])).toEqual([]);
  });

  it("subscribes idempotently (guests too), reports it per caller, and unsubscribes, announcing real changes only", async () => {
    const issue = await item();
    const events = recordEvents(t.server.services.events);
    expect((await cast.guest.client.get(subscribe(issue.id))).body).toEqual({ subscribed: false });
    const first = await cast.guest.client.send("POST", subscribe(issue.id));
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ subscribed: true });
    const again = await cast.guest.client.send("POST", subscribe(issue.id));
    expect(again.status).toBe(200);
    expect((await cast.guest.client.get(subscribe(issue.id))).body).toEqual({ subscribed: true });
    expect((await cast.member.client.get(subscribe(issue.id))).body).toEqual({ subscribed: false });
    expect(await isSubscribed(t.db, issue.id, cast.guest.user.id)).toBe(true);
    expect(await isSubscribed(t.db, issue.id, cast.member.user.id)).toBe(false);

    expect((await cast.guest.client.send("DELETE", subscribe(issue.id))).status).toBe(204);
    expect((await cast.guest.client.send("DELETE", subscribe(issue.id))).status).toBe(204);
    events.stop();
    expect((await cast.guest.client.get(subscribe(issue.id))).body).toEqual({ subscribed: false });
    expect(await IssueSubscriber.query(t.db).where("issue_id", issue.id)).toEqual([]);
    expect(events.seen.map((e) => e.name)).toEqual(["work_item_subscription.created", "work_item_subscription.deleted"]);
    expect(events.seen[0]).toMatchObject({ actor_id: cast.guest.user.id, workspace_id: cast.workspace.id, data: { issue: issue.id, subscriber: cast.guest.user.id } });
    expect(events.seen[1]?.data).toEqual({ id: events.seen[0]?.id, issue: issue.id });
    // Following is personal: only the follower's own tabs hear of it.
    for (const event of events.seen) expect(event.audience).toEqual({ kind: "users", workspace_id: cast.workspace.id, user_ids: [cast.guest.user.id] });
  });
});
