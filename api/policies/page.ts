import type { Page } from "../../db/models/Page.js";
import { canCreatePage, canOnPage, pageEditBlock, type PageAction, type PageFacts } from "../contract/pages.js";
import { ForbiddenError, NotFoundError, PageStateError } from "../errors.js";

/**
 * The page policy (SPEC.md section 6) over the rules of api/contract/pages.ts. A page the caller may not
 * see (another's private page) is a 404, as a made-up id is: its existence is the owner's business.
 */

export const PAGE_NOT_FOUND = "Page not found";

/** What the rules read of a stored page. */
export function pageFacts(page: Page): PageFacts {
  return { access: page.access, owned_by: page.owned_by_id, is_locked: page.is_locked, archived_at: page.archived_at };
}

const REFUSAL: Record<Exclude<PageAction, "read">, string> = {
  edit: "Guests cannot edit pages.",
  duplicate: "Guests cannot duplicate pages.",
  favorite: "Guests cannot add pages to their favorites.",
  manage: "Only the page's owner or a project admin can do this.",
};

export function authorizeCreatePage(role: number | null): void {
  if (!canCreatePage(role)) throw new ForbiddenError("Guests cannot create pages.");
}

/** canOnPage as an answer: 404 for a page the caller cannot see, 403 saying what they lack otherwise. */
export function authorizePage(action: PageAction, role: number | null, page: Page, userId: string): void {
  const facts = pageFacts(page);
  if (!canOnPage("read", role, facts, userId)) throw new NotFoundError(PAGE_NOT_FOUND);
  if (action !== "read" && !canOnPage(action, role, facts, userId)) throw new ForbiddenError(REFUSAL[action]);
}

/** Its name and document change only while it is neither archived nor locked (SPEC.md section 4). */
export function authorizeEditPageContent(role: number | null, page: Page, userId: string): void {
  authorizePage("edit", role, page, userId);
  const block = pageEditBlock(pageFacts(page));
  if (block === "archived") throw new PageStateError("page_archived", "This page is archived. Restore it to edit it.");
  if (block === "locked") throw new PageStateError("page_locked", "This page is locked. Unlock it to edit it.");
}

/** Every page route's answer while the project's Pages feature (page_view) is switched off. */
export const PAGES_DISABLED = "Pages are disabled in this project.";
