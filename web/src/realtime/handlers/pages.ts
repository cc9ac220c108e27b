import type { EventEnvelope } from "../../../../api/contract/events";
import { dropHeldPage, patchHeldPage } from "../../stores/pageActions";
import { openPage, pageDetail } from "../../stores/pageDetail";
import { pagesList, reloadPages } from "../../stores/pages";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import { withoutFlags, type HandlerTable } from "./handlerTable";

/**
 * The open project's pages list and the open page. A change that can move a page between tabs (access,
 * archive) or into the list (a page it never held) reads the list and its counts again: which tab and
 * search a page now belongs to is the server's answer. Other changes are applied where the page is shown.
 */

/** Changes that arrive together (a move's deleted and created) are one read. */
const SETTLE_MS = 100;
let pending: ReturnType<typeof setTimeout> | null = null;

function rereadSoon(): void {
  if (pending) return;
  pending = setTimeout(() => {
    pending = null;
    reloadPages();
  }, SETTLE_MS);
}

const listHolds = (projectId: string | null) => projectId !== null && pagesList.projectId === projectId;

function applyUpdate(event: EventEnvelope<"page.updated">): void {
  const changes = withoutFlags(event.data, "description_changed");
  patchHeldPage(event.id, changes);
  const movesTab = "access" in changes || "archived_at" in changes;
  if (listHolds(event.project_id) && (movesTab || !pagesList.pages.some((page) => page.id === event.id))) rereadSoon();
  // A page made private by someone else may no longer be this reader's: the server says whether it still is.
  const slug = slugOfOpenWorkspace(event.workspace_id);
  if (movesTab && slug && pageDetail.pageId === event.id && pageDetail.projectId) void openPage(slug, pageDetail.projectId, event.id);
}

export const pageHandlers: HandlerTable = {
  "page.created": ({ project_id }) => {
    if (listHolds(project_id)) rereadSoon();
  },
  "page.updated": applyUpdate,
  "page.deleted": ({ id, project_id }) => {
    dropHeldPage(id);
    if (listHolds(project_id)) rereadSoon();
  },
};
