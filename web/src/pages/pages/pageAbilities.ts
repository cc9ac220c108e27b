import { canOnPage, pageEditBlock, type PageFacts } from "../../../../api/contract/pages";

/**
 * What the viewer may do with one page, by the server's own rules (api/contract/pages.ts, SPEC.md section
 * 6): menus offer only these, and the server refuses the rest anyway.
 */
export interface PageAbilities {
  /** Its name, logo and document, now: not while it is locked or archived. */
  edit: boolean;
  duplicate: boolean;
  favorite: boolean;
  /** Lock, access, archive, restore, delete, move. */
  manage: boolean;
}

/** The fields the rules read; a list row and an open page both have them. */
type RuledPage = Pick<PageFacts, "access" | "owned_by" | "is_locked"> & { archived_at: string | null };

const facts = (page: RuledPage): PageFacts => ({ access: page.access, owned_by: page.owned_by, is_locked: page.is_locked, archived_at: page.archived_at });

export function pageAbilities(role: number | null, page: RuledPage, userId: string): PageAbilities {
  const pageFacts = facts(page);
  return {
    edit: canOnPage("edit", role, pageFacts, userId) && pageEditBlock(pageFacts) === null,
    duplicate: canOnPage("duplicate", role, pageFacts, userId),
    favorite: canOnPage("favorite", role, pageFacts, userId),
    manage: canOnPage("manage", role, pageFacts, userId),
  };
}

/** Why the viewer cannot change the page's name or document, in words that say what would allow it; null when they can. */
export function pageReadOnlyReason(role: number | null, page: RuledPage, userId: string): string | null {
  const pageFacts = facts(page);
  const manage = canOnPage("manage", role, pageFacts, userId);
  const block = pageEditBlock(pageFacts);
  if (block === "archived") return manage ? "This page is archived, so it is read-only. Restore it to edit it." : "This page is archived, so it is read-only. Its owner or a project admin can restore it.";
  if (block === "locked") return manage ? "This page is locked, so it is read-only. Unlock it to edit it." : "This page is locked, so it is read-only. Its owner or a project admin can unlock it.";
  if (!canOnPage("edit", role, pageFacts, userId)) return "View only: your role in this project cannot edit pages.";
  return null;
}

