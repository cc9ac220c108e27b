import type { Db } from "../../db/connection.js";
import { Workspace } from "../../db/models/Workspace.js";

/** Whether some workspace already has the slug (the slug check's answer; creation trusts the unique index). */
export async function isSlugTaken(db: Db, slug: string): Promise<boolean> {
  return (await Workspace.query(db).select("id").where("slug", slug).first()) !== undefined;
}
