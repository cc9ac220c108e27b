import type { Page } from "../../db/models/Page.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { patchPage } from "../pages/patchPage.js";

interface PageRestoreInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
}

/** Restores an archived page (its owner or a project admin); restoring an active page does nothing. */
export async function pageRestore({ trx, outbox, actor, project, pageId, role }: PageRestoreInput): Promise<Page> {
  const before = await lockPage(trx, project, pageId, "manage", { actorId: actor.id, role });
  if (before.archived_at === null) return before;
  const after = await patchPage(trx, before.id, { archived_at: null, updated_by_id: actor.id, updated_at: new Date() });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
