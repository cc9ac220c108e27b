import type { Page } from "../../db/models/Page.js";
import { withHtml } from "../documents/documentState.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import type { PageScope } from "../pages/findPage.js";
import { lockPage } from "../pages/lockPage.js";
import { storedDocumentState } from "../documents/storedState.js";
import { keepCurrentText } from "../pages/pageVersions.js";
import { findPageVersion } from "../pages/versions.js";
import { writePageDescription } from "../pages/writePageDescription.js";
import { authorizeEditPageContent } from "../policies/page.js";

interface PageVersionRestoreInput extends UnitOfWork {
  project: PageScope;
  pageId: string;
  versionId: string;
  role: number | null;
}

/**
 * Brings back the text of a saved version (whoever may edit the page's content: SPEC.md section 4). The
 * text as it was is kept as a version first, so a restore can be undone by restoring that one. The
 * version's HTML is merged into the page's current state rather than its old Yjs state put back: an old
 * state merges into a newer one as nothing (Yjs keeps what it already has), and the merge keeps the
 * state's history, so editors with the page open get the restored text as ordinary changes.
 */
export async function pageVersionRestore(input: PageVersionRestoreInput): Promise<Page> {
  const { trx, actor, project, pageId, versionId, role } = input;
  const before = await lockPage(trx, project, pageId, "read", { actorId: actor.id, role });
  authorizeEditPageContent(role, before, actor.id);
  const version = await findPageVersion(trx, before, versionId);
  const stored = await storedDocumentState(trx, "pages", before);
  await keepCurrentText(trx, before, stored.binary);
  return writePageDescription(input, before, withHtml(stored, version.description_html), "new");
}
