import { describe, expect, it } from "vitest";
import type { AnyEventEnvelope } from "../../api/contract/events.js";
import { isOwnMutation, newMutationId } from "../../web/src/http/mutationIds.js";
import { forgetStaleness, freshPart } from "../../web/src/realtime/staleness.js";
import { admit, caughtUpTo, forgetCursor, hasGap, isApplied, lastVersion, markApplied } from "../../web/src/realtime/syncCursor.js";

const updated = (id: string, version: number, data: Record<string, unknown>) =>
  ({ name: "work_item.updated", id, workspace_id: "w", project_id: "p", actor_id: null, version, mutation_id: null, data }) as AnyEventEnvelope;

describe("the live client's version cursor (issue 12 item 3)", () => {
  it("takes the first event as its start, follows on in order and drops what it already applied", () => {
    forgetCursor("w1");
    expect(lastVersion("w1")).toBeNull();
    expect(admit("w1", 10)).toBe("next");
    expect(admit("w1", 11)).toBe("next");
    expect(admit("w1", 11)).toBe("duplicate");
    expect(admit("w1", 10)).toBe("duplicate");
    expect(lastVersion("w1")).toBe(11);
  });

  it("still applies an event that arrives after the server's version moved past it", () => {
    forgetCursor("w4");
    // The server said 12 while 11 was still on its way over the socket.
    caughtUpTo("w4", 12);
    expect(admit("w4", 11)).toBe("next");
    expect(admit("w4", 11)).toBe("duplicate");
    expect(admit("w4", 13)).toBe("next");
    expect(lastVersion("w4")).toBe(13);
  });

  it("applies an event past a gap, asks to catch up, and closes the gap once the catch-up has the rest", () => {
    forgetCursor("w2");
    admit("w2", 5);
    expect(admit("w2", 8)).toBe("gap");
    expect(hasGap("w2")).toBe(true);
    expect(admit("w2", 8)).toBe("duplicate");
    // The catch-up's page holds 6, 7 and 8: 8 was applied live and is skipped.
    const missed = [6, 7, 8].filter((version) => !isApplied("w2", version));
    expect(missed).toEqual([6, 7]);
    missed.forEach((version) => markApplied("w2", version));
    caughtUpTo("w2", 8);
    expect(admit("w2", 7)).toBe("duplicate");
    expect(hasGap("w2")).toBe(false);
    expect(lastVersion("w2")).toBe(8);
    expect(admit("w2", 9)).toBe("next");
  });

  it("fills a gap from versions that arrive late on their own", () => {
    forgetCursor("w3");
    admit("w3", 1);
    expect(admit("w3", 3)).toBe("gap");
    expect(admit("w3", 2)).toBe("next");
    expect(lastVersion("w3")).toBe(3);
    expect(hasGap("w3")).toBe(false);
  });

  it("keeps no order for events outside any workspace", () => {
    expect(admit(null, 0)).toBe("next");
    expect(admit(null, 0)).toBe("next");
  });
});

describe("staleness: an older change never overwrites a newer one (issue 12 item 3)", () => {
  it("drops the fields of a late older update that a newer one already set, and keeps the rest", () => {
    forgetStaleness();
    expect(freshPart(updated("item", 8, { name: "newer" }))).not.toBeNull();
    const late = freshPart(updated("item", 6, { name: "older", priority: "high" }));
    expect(late?.data).toEqual({ priority: "high" });
    expect(freshPart(updated("item", 7, { name: "older still" }))).toBeNull();
  });

  it("drops anything older than a later deletion", () => {
    forgetStaleness();
    freshPart({ ...updated("gone", 9, {}), name: "work_item.deleted", data: { id: "gone", project: "p" } } as AnyEventEnvelope);
    expect(freshPart(updated("gone", 7, { name: "renamed" }))).toBeNull();
  });
});

describe("this tab's mutation ids (issue 12 item 4, echo)", () => {
  it("knows the ids it sent and no others", () => {
    const id = newMutationId();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(isOwnMutation(id)).toBe(true);
    expect(isOwnMutation(crypto.randomUUID())).toBe(false);
    expect(isOwnMutation(null)).toBe(false);
  });

  it("forgets the oldest beyond its bound", () => {
    const first = newMutationId();
    for (let count = 0; count < 600; count += 1) newMutationId();
    expect(isOwnMutation(first)).toBe(false);
  });
});
