import type { Knex } from "knex";
import type { Page } from "../../db/models/Page.js";
import { authorizePage } from "../policies/page.js";
import { findPage, type PageScope } from "./findPage.js";
import type { PageActor } from "./lockPage.js";

/** A page the caller may read (another's private page is a 404, as a made-up id is), for the read endpoints. */
export async function readablePage(db: Knex, project: PageScope, pageId: string, { actorId, role }: PageActor): Promise<Page> {
  const page = await findPage(db, project, pageId);
  authorizePage("read", role, page, actorId);
  return page;
}
