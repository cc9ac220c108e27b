import type { Page } from "../../db/models/Page.js";
import { withHtml } from "../documents/documentState.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { patchPage } from "../pages/patchPage.js";
import { pageUpdatedEvent } from "../pages/pageEvents.js";
import { storedDocumentState } from "../documents/storedState.js";
import { writePageDescription } from "../pages/writePageDescription.js";
import { authorizeEditPageContent } from "../policies/page.js";

interface PageUpdateInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  role: number | null;
  fields: { name?: string | undefined; color?: string | undefined; logo_props?: Record<string, unknown> | undefined; description_html?: string | undefined };
}

/**
 * Renames a page, changes its logo or colour, or its text: not while it is archived or locked (SPEC.md
 * section 4). New text (an API client's description_html) is merged into the page's Yjs state by the
 * shared schema, changing only what differs, so the row's state always matches its HTML; page.updated
 * then carries it into the open document.
 */
export async function pageUpdate(uow: PageUpdateInput): Promise<Page> {
  const { trx, outbox, actor, project, pageId, role, fields } = uow;
  const { description_html: html, ...plain } = fields;
  const before = await lockPage(trx, project, pageId, "read", { actorId: actor.id, role });
  authorizeEditPageContent(role, before, actor.id);
  if (html !== undefined) return writePageDescription(uow, before, withHtml(await storedDocumentState(trx, "pages", before), html), "stretch", plain);
  const after = await patchPage(trx, before.id, { ...plain, updated_by_id: actor.id, updated_at: new Date() });
  outbox.add(pageUpdatedEvent(before, after, actor.id));
  return after;
}
