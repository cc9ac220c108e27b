import type { Knex } from "knex";
import type { Page } from "../../db/models/Page.js";
import type { PageDetailShape, PageShape } from "../contract/pageShapes.js";
import { presentPage, presentPageDetail } from "../presenters/page.js";
import { favoritePageIds } from "./favorites.js";

/** Pages as one reader sees them in a list, their favorites loaded in one query. */
export async function presentPagesFor(db: Knex, pages: readonly Page[], userId: string): Promise<PageShape[]> {
  const favorites = await favoritePageIds(db, userId, pages.map((page) => page.id));
  return pages.map((page) => presentPage(page, favorites.has(page.id)));
}

/** One page opened by one reader. */
export async function presentPageFor(db: Knex, page: Page, userId: string): Promise<PageDetailShape> {
  const favorites = await favoritePageIds(db, userId, [page.id]);
  return presentPageDetail(page, favorites.has(page.id));
}
