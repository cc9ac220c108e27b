import type { Page } from "../../db/models/Page.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { patchPage } from "../pages/patchPage.js";

interface PageLockInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
  /** true locks the page (nobody edits its name or document), false unlocks it. */
  locked: boolean;
}

/** Locks or unlocks a page: its owner or a project admin. Asking for what already is changes nothing. */
export async function pageLock({ trx, outbox, actor, project, pageId, role, locked }: PageLockInput): Promise<Page> {
  const before = await lockPage(trx, project, pageId, "manage", { actorId: actor.id, role });
  if (before.is_locked === locked) return before;
  const after = await patchPage(trx, before.id, { is_locked: locked, updated_by_id: actor.id, updated_at: new Date() });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
