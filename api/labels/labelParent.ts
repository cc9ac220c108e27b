import type { Knex } from "knex";
import { Label } from "../../db/models/Label.js";
import { fieldError } from "../errors.js";

/**
 * Labels nest one level deep under a label of their own project. Checks that `parentId` may become the
 * parent of `labelId` (null for a label being created). Both rows are locked, in id order so that two
 * opposite moves cannot deadlock, so a concurrent move or create cannot slip a second level in between.
 */
export async function assertParentAllowed(trx: Knex, projectId: string, labelId: string | null, parentId: string): Promise<void> {
  if (labelId === parentId) throw fieldError("parent", "cannot be the label itself");
  const ids = labelId === null ? [parentId] : [labelId, parentId];
  const locked = await Label.query(trx).where("project_id", projectId).whereIn("id", ids).orderBy("id").forUpdate();
  const parent = locked.find((label) => label.id === parentId);
  if (!parent) throw fieldError("parent", "is not a label in this project");
  if (parent.parent_id !== null) throw fieldError("parent", "must be a top-level label (labels nest one level deep)");
  if (labelId === null) return;
  const children = await Label.query(trx).where("parent_id", labelId).resultSize();
  if (children > 0) throw fieldError("parent", "cannot be set on a label that has labels under it (labels nest one level deep)");
}
