import { ROLE } from "./roles.js";

/**
 * Page rules of SPEC.md sections 4 and 6, pure so the REST policy (api/policies/page.ts), the document
 * server's read-only decision and the web app's menus decide alike. `role` is the caller's effective
 * project role (./projectRoles.ts), null when they hold none.
 */

export const PAGE_ACCESS = { PUBLIC: 0, PRIVATE: 1 } as const;
export type PageAccess = (typeof PAGE_ACCESS)[keyof typeof PAGE_ACCESS];

/** The list's tabs (Plane's TPageNavigationTabs). */
export const PAGE_TABS = ["public", "private", "archived"] as const;
export type PageTab = (typeof PAGE_TABS)[number];

/** The list's sort keys; the default is the newest change first (SPEC.md section 9). */
export const PAGE_ORDER_BY = ["updated_at", "-updated_at", "name", "-name", "created_at", "-created_at"] as const;
export type PageOrderBy = (typeof PAGE_ORDER_BY)[number];
export const PAGE_DEFAULT_ORDER_BY: PageOrderBy = "-updated_at";

/** What these rules read of a page. */
export interface PageFacts {
  access: number;
  owned_by: string | null;
  is_locked: boolean;
  archived_at: string | Date | null;
}

/**
 * read: open and list it. edit: its name, logo, colour and document. duplicate, favorite: at least Member.
 * manage: lock, change access, archive, restore, delete, move.
 */
export type PageAction = "read" | "edit" | "duplicate" | "favorite" | "manage";

/** A private page is its owner's alone, whatever their role: "access requires public or owner". */
export function canSeePage(role: number | null, page: PageFacts, userId: string): boolean {
  return role !== null && role >= ROLE.GUEST && (page.access === PAGE_ACCESS.PUBLIC || page.owned_by === userId);
}

/** Creating needs Admin or Member in the project; a Guest never writes to a page. */
export function canCreatePage(role: number | null): boolean {
  return role !== null && role >= ROLE.MEMBER;
}

/**
 * Whether the caller may do `action` on a page they can see. Editing a public page needs Member; a private
 * one is seen by its owner only, who edits it at Member too (a Guest never edits). Managing it is for its
 * owner and for project admins.
 */
export function canOnPage(action: PageAction, role: number | null, page: PageFacts, userId: string): boolean {
  if (!canSeePage(role, page, userId)) return false;
  if (action === "read") return true;
  if (!canCreatePage(role)) return false;
  if (action === "manage") return page.owned_by === userId || (role ?? 0) >= ROLE.ADMIN;
  return true;
}

/** Why nobody may change a page's name or document right now, or null when it is open for editing. */
export function pageEditBlock(page: PageFacts): "locked" | "archived" | null {
  if (page.archived_at !== null) return "archived";
  return page.is_locked ? "locked" : null;
}
