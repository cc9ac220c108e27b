import { snapshot, subscribe } from "valtio";
import { describe, expect, it } from "vitest";
import type { WorkItem } from "../../web/src/http/types.js";
import { amendWorkItem, putWorkItem, workItemCache } from "../../web/src/stores/workItemCache.js";

const item = (id: string, fields: Partial<WorkItem> = {}): WorkItem => ({
  id, sequence_id: 1, name: id, sort_order: 65535, project_id: "p", workspace_id: "w", state_id: "todo", parent_id: null, priority: "none",
  estimate_point: null, assignee_ids: ["u1"], label_ids: [], cycle_id: null, module_ids: [], start_date: null, target_date: null, completed_at: null,
  archived_at: null, is_draft: false, is_epic: false, type_id: null, sub_issues_count: 0, attachment_count: 0, link_count: 0, state__group: null, created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-01-01T00:00:00Z", created_by: "u1", updated_by: null, ...fields,
});

describe("the work item cache", () => {
  it("holds each item as a plain record, not a watched proxy, so a snapshot hands out the record itself", () => {
    putWorkItem(item("plain"));
    const held = workItemCache.byId.plain;
    expect(snapshot(workItemCache).byId.plain).toBe(held);
    expect(snapshot(workItemCache).byId.plain?.assignee_ids).toBe(held?.assignee_ids);
  });

  it("amends by putting a new record in the item's place, leaving the earlier one as it was, and tells the watchers", async () => {
    putWorkItem(item("amended", { name: "Before" }));
    const before = workItemCache.byId.amended;
    let heard = 0;
    const stop = subscribe(workItemCache.byId, () => (heard += 1));
    const after = amendWorkItem("amended", { name: "After" });
    await Promise.resolve();
    stop();
    expect(after).not.toBe(before);
    expect(before?.name).toBe("Before");
    expect(workItemCache.byId.amended).toBe(after);
    expect(after?.name).toBe("After");
    expect(heard).toBe(1);
  });

  it("keeps the record, and tells nobody, when no field changes", async () => {
    putWorkItem(item("unchanged"));
    const before = workItemCache.byId.unchanged;
    let heard = 0;
    const stop = subscribe(workItemCache.byId, () => (heard += 1));
    expect(amendWorkItem("unchanged", {})).toBe(before);
    await Promise.resolve();
    stop();
    expect(workItemCache.byId.unchanged).toBe(before);
    expect(heard).toBe(0);
  });

  it("amends nothing that it does not hold", () => {
    expect(amendWorkItem("never-held", { name: "x" })).toBeUndefined();
    expect(workItemCache.byId["never-held"]).toBeUndefined();
  });
});
