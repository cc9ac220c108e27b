import type { Knex } from "knex";
import { UserFavorite } from "../../db/models/UserFavorite.js";

export const PAGE_ENTITY = "page";

/** Which of these pages are among the user's favorites, in one query. */
export async function favoritePageIds(db: Knex, userId: string, pageIds: readonly string[]): Promise<Set<string>> {
  if (pageIds.length === 0) return new Set();
  const rows = await UserFavorite.query(db)
    .select("entity_identifier")
    .where({ user_id: userId, entity_type: PAGE_ENTITY })
    .whereIn("entity_identifier", [...pageIds]);
  return new Set(rows.map((row) => row.entity_identifier));
}
