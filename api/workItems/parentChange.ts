import type { Knex } from "knex";
import { Issue } from "../../db/models/Issue.js";
import { Project } from "../../db/models/Project.js";
import type { ActivityEntry } from "./activity.js";
import { assertLive } from "./archivable.js";

/** Where an item hangs: its parent, and whether it is a draft (a draft is its creator's alone, so no parent hears of it). */
export interface ParentLink {
  parent_id: string | null;
  is_draft: boolean;
}

type Child = Pick<Issue, "id" | "project_id" | "sequence_id">;

export interface ParentChange {
  /** The item's own "parent" line, naming the old and new parent as IDENT-seq. */
  own: ActivityEntry[];
  /** A "sub_issue" line on each parent that gained or lost the item. */
  parents: { issue: Issue; entry: ActivityEntry }[];
}

const NO_CHANGE: ParentChange = { own: [], parents: [] };

/**
 * The history of an item moving from `before` (null for a new item) to `after` under its parents, on
 * both sides: the parent a live item leaves logs "removed sub-issue", the one it joins "added sub-issue"
 * (a draft that goes live joins its parent then). A parent that would change is checked to be live
 * first: an archived parent's sub-issues are read-only like the rest of it, so the change is refused.
 */
export async function parentChange(trx: Knex, item: Child, before: ParentLink | null, after: ParentLink): Promise<ParentChange> {
  const heardBefore = before && !before.is_draft ? before.parent_id : null;
  const heardAfter = after.is_draft ? null : after.parent_id;
  const ownChanged = before !== null && before.parent_id !== after.parent_id;
  if (!ownChanged && heardBefore === heardAfter) return NO_CHANGE;

  const ids = [before?.parent_id, after.parent_id].filter((id): id is string => Boolean(id));
  const [project, parents] = await Promise.all([Project.query(trx).findById(item.project_id).select("identifier"), Issue.query(trx).whereIn("id", ids)]);
  if (!project) throw new Error("unreachable: the project of a loaded work item");
  const byId = new Map(parents.map((parent) => [parent.id, parent]));
  const key = (id: string | null | undefined) => (id ? `${project.identifier}-${byId.get(id)?.sequence_id ?? "?"}` : null);
  const childKey = `${project.identifier}-${item.sequence_id}`;

  const left = heardBefore !== heardAfter && heardBefore ? byId.get(heardBefore) : undefined;
  const joined = heardBefore !== heardAfter && heardAfter ? byId.get(heardAfter) : undefined;
  assertLive([left, joined].filter((parent): parent is Issue => parent !== undefined), project);

  const own: ActivityEntry[] = ownChanged
    ? [{ verb: "updated", field: "parent", old_value: key(before.parent_id), new_value: key(after.parent_id), old_identifier: before.parent_id, new_identifier: after.parent_id }]
    : [];
  const lines: ParentChange["parents"] = [];
  if (left) lines.push({ issue: left, entry: { verb: "deleted", field: "sub_issue", old_value: childKey, old_identifier: item.id } });
  if (joined) lines.push({ issue: joined, entry: { verb: "created", field: "sub_issue", new_value: childKey, new_identifier: item.id } });
  return { own, parents: lines };
}
