import type { Page } from "../../db/models/Page.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { patchPage } from "../pages/patchPage.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { authorizeEditPageContent } from "../policies/page.js";

interface PageUpdateInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
  /** The document (description_html, the Yjs state) has endpoints of its own. */
  fields: { name?: string | undefined; color?: string | undefined; logo_props?: Record<string, unknown> | undefined };
}

/** Renames a page or changes its logo or colour: not while it is archived or locked (SPEC.md section 4). */
export async function pageUpdate({ trx, outbox, actor, project, pageId, role, fields }: PageUpdateInput): Promise<Page> {
  const before = await lockPage(trx, project, pageId, "read", { actorId: actor.id, role });
  authorizeEditPageContent(role, before, actor.id);
  const after = await patchPage(trx, before.id, { ...fields, updated_by_id: actor.id, updated_at: new Date() });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
