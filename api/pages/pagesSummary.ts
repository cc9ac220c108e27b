import type { Knex } from "knex";
import { Page } from "../../db/models/Page.js";
import type { PagesSummaryShape } from "../contract/pageShapes.js";
import { PAGE_ACCESS } from "../contract/pages.js";
import { visibleTo } from "./listPages.js";
import type { PageScope } from "./findPage.js";

/** How many pages each tab of the reader's list holds, counted in one query (Plane's pages-summary). */
export async function pagesSummary(db: Knex, project: PageScope, readerId: string): Promise<PagesSummaryShape> {
  const row = (await Page.query(db)
    .where({ "pages.project_id": project.id, "pages.workspace_id": project.workspace_id })
    .modify(visibleTo, readerId)
    .select(
      db.raw("count(*) filter (where archived_at is null and access = ?) as public_pages", [PAGE_ACCESS.PUBLIC]),
      db.raw("count(*) filter (where archived_at is null and access = ?) as private_pages", [PAGE_ACCESS.PRIVATE]),
      db.raw("count(*) filter (where archived_at is not null) as archived_pages"),
    )
    .first()
    .castTo<Record<keyof PagesSummaryShape, string | number> | undefined>()) as Record<keyof PagesSummaryShape, string | number> | undefined;
  // count() arrives as a string from pg (a bigint).
  return { public_pages: Number(row?.public_pages ?? 0), private_pages: Number(row?.private_pages ?? 0), archived_pages: Number(row?.archived_pages ?? 0) };
}
