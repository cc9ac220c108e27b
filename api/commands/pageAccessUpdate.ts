import type { Page } from "../../db/models/Page.js";
import type { PageAccess } from "../contract/pages.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { patchPage } from "../pages/patchPage.js";

interface PageAccessUpdateInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
  access: PageAccess;
}

/**
 * Makes a page public or private: its owner or a project admin (SPEC.md section 6). A page made private
 * leaves everyone's list but its owner's, the admin who did it included.
 */
export async function pageAccessUpdate({ trx, outbox, actor, project, pageId, role, access }: PageAccessUpdateInput): Promise<Page> {
  const before = await lockPage(trx, project, pageId, "manage", { actorId: actor.id, role });
  if (before.access === access) return before;
  const after = await patchPage(trx, before.id, { access, updated_by_id: actor.id, updated_at: new Date() });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
