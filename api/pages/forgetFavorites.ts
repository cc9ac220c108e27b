import type { Knex } from "knex";
import { UserFavorite } from "../../db/models/UserFavorite.js";
import { PAGE_ENTITY } from "./favorites.js";

/** Takes a page out of everyone's favorites: it was archived or deleted (SPEC.md section 4). */
export async function forgetPageFavorites(trx: Knex, pageId: string): Promise<void> {
  await UserFavorite.query(trx).delete().where({ entity_type: PAGE_ENTITY, entity_identifier: pageId });
}
