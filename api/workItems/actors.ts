import type { Knex } from "knex";
import { User } from "../../db/models/User.js";

/**
 * The people behind these actor ids, loaded in one query: what `actor_detail` is presented from. The
 * answer looks one up by id; a null id (an account since gone) finds nobody.
 */
export async function loadActors(db: Knex, actorIds: readonly (string | null)[]): Promise<(actorId: string | null) => User | undefined> {
  const ids = [...new Set(actorIds.filter((id): id is string => id !== null))];
  const users = ids.length === 0 ? [] : await User.query(db).whereIn("id", ids);
  const byId = new Map(users.map((user) => [user.id, user]));
  return (actorId) => (actorId === null ? undefined : byId.get(actorId));
}
