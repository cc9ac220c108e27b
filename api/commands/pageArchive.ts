import type { Page } from "../../db/models/Page.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { forgetPageFavorites } from "../pages/forgetFavorites.js";
import { lockPage } from "../pages/lockPage.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { patchPage } from "../pages/patchPage.js";

interface PageArchiveInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
}

/**
 * Archives a page (its owner or a project admin): it moves to the archived tab, becomes read-only and
 * leaves everyone's favorites. Archiving an archived page does nothing and answers when it was archived.
 */
export async function pageArchive({ trx, outbox, actor, project, pageId, role }: PageArchiveInput): Promise<Page> {
  const before = await lockPage(trx, project, pageId, "manage", { actorId: actor.id, role });
  if (before.archived_at !== null) return before;
  const now = new Date();
  await forgetPageFavorites(trx, before.id);
  const after = await patchPage(trx, before.id, { archived_at: now, updated_by_id: actor.id, updated_at: now });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
