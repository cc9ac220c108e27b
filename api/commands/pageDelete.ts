import { Page } from "../../db/models/Page.js";
import { PageStateError } from "../errors.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { forgetPageFavorites } from "../pages/forgetFavorites.js";
import { lockPage } from "../pages/lockPage.js";
import { pageDeletedEvent } from "../pages/pageEvents.js";

interface PageDeleteInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
}

/**
 * Deletes a page for good (its owner or a project admin), with its versions (by cascade) and everyone's
 * favorites of it. As in Plane, only an archived page may be deleted: archiving first is the undo window.
 */
export async function pageDelete({ trx, outbox, actor, project, pageId, role }: PageDeleteInput): Promise<void> {
  const page = await lockPage(trx, project, pageId, "manage", { actorId: actor.id, role });
  if (page.archived_at === null) throw new PageStateError("page_not_archived", "Archive the page before deleting it.");
  await forgetPageFavorites(trx, page.id);
  await Page.query(trx).deleteById(page.id);
  outbox.add(pageDeletedEvent(page, actor.id));
}
