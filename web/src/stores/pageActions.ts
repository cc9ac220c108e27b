import type { PageAccess } from "../../../api/contract/pages";
import type { PageShape } from "../../../api/contract/pageShapes";
import { api } from "../http/client";
import { pageDetail, pageGone } from "./pageDetail";
import { pagesList, pagesPath, reloadPages } from "./pages";
import { projectPath } from "./projectPath";

/**
 * What is done to a page (SPEC.md section 4), for the list's row menu and the page's own menu alike. Each
 * call puts the change wherever the page is shown once the server took it, then the list and its counts
 * are asked for again where the page may have changed tab. Failures throw for the caller to word.
 */

export interface PageTarget {
  slug: string;
  projectId: string;
  pageId: string;
}

const pagePath = ({ slug, projectId, pageId }: PageTarget) => `${pagesPath(slug, projectId)}/${encodeURIComponent(pageId)}`;

/** The page's fields wherever it is held: the list's row and the open page. */
export function patchHeldPage(pageId: string, patch: Partial<PageShape>): void {
  const row = pagesList.pages.find((page) => page.id === pageId);
  if (row) Object.assign(row, patch);
  if (pageDetail.page?.id === pageId) Object.assign(pageDetail.page, patch);
}

export function dropHeldPage(pageId: string): void {
  pagesList.pages = pagesList.pages.filter((page) => page.id !== pageId);
  pageGone(pageId);
}

export interface NewPage {
  name?: string;
  access?: PageAccess;
}

export async function createPage(slug: string, projectId: string, fields: NewPage): Promise<PageShape> {
  const page = await api.post<PageShape>(`${pagesPath(slug, projectId)}/`, fields);
  reloadPages();
  return page;
}

export async function updatePage(target: PageTarget, patch: Partial<Pick<PageShape, "name" | "logo_props" | "color">>): Promise<PageShape> {
  const saved = await api.patch<PageShape>(`${pagePath(target)}/`, patch);
  patchHeldPage(target.pageId, saved);
  return saved;
}

export async function setPageLocked(target: PageTarget, locked: boolean): Promise<void> {
  await (locked ? api.post<void>(`${pagePath(target)}/lock/`) : api.delete<void>(`${pagePath(target)}/lock/`));
  patchHeldPage(target.pageId, { is_locked: locked });
}

export async function setPageAccess(target: PageTarget, access: PageAccess): Promise<void> {
  await api.post<void>(`${pagePath(target)}/access/`, { access });
  patchHeldPage(target.pageId, { access });
  reloadPages();
}

export async function setPageFavorite(target: PageTarget, favorite: boolean): Promise<void> {
  const path = `${projectPath(target.slug, target.projectId)}/favorite-pages/${encodeURIComponent(target.pageId)}/`;
  await (favorite ? api.post<void>(path) : api.delete<void>(path));
  patchHeldPage(target.pageId, { is_favorite: favorite });
}

/** Archiving also takes it out of everyone's favorites (SPEC.md section 4). */
export async function archivePage(target: PageTarget): Promise<void> {
  const { archived_at } = await api.post<{ archived_at: string | null }>(`${pagePath(target)}/archive/`);
  patchHeldPage(target.pageId, { archived_at, is_favorite: false });
  reloadPages();
}

export async function restorePage(target: PageTarget): Promise<void> {
  await api.delete<void>(`${pagePath(target)}/archive/`);
  patchHeldPage(target.pageId, { archived_at: null });
  reloadPages();
}

export async function duplicatePage(target: PageTarget): Promise<PageShape> {
  const copy = await api.post<PageShape>(`${pagePath(target)}/duplicate/`);
  reloadPages();
  return copy;
}

export async function movePage(target: PageTarget, newProjectId: string): Promise<void> {
  await api.post<void>(`${pagePath(target)}/move/`, { new_project_id: newProjectId });
  dropHeldPage(target.pageId);
  reloadPages();
}

/** Only an archived page can be deleted (the server refuses others). */
export async function deletePage(target: PageTarget): Promise<void> {
  await api.delete<void>(`${pagePath(target)}/`);
  dropHeldPage(target.pageId);
  reloadPages();
}
