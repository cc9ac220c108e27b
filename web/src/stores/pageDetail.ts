import { proxy } from "valtio";
import type { PageDetailShape } from "../../../api/contract/pageShapes";
import { ApiError, api } from "../http/client";
import type { LoadState } from "./loadOwned";
import { pagesPath } from "./pages";

/** The one page open on its own screen. */
interface PageDetailStore {
  pageId: string | null;
  projectId: string | null;
  page: PageDetailShape | null;
  state: LoadState | "not-found";
}

export const pageDetail = proxy<PageDetailStore>({ pageId: null, projectId: null, page: null, state: "idle" });

/** Loads a page for its screen; another page's fields never show meanwhile. A hidden page answers 404 as a made-up id does. */
export async function openPage(slug: string, projectId: string, pageId: string): Promise<void> {
  if (pageDetail.pageId !== pageId) {
    pageDetail.pageId = pageId;
    pageDetail.projectId = projectId;
    pageDetail.page = null;
    pageDetail.state = "idle";
  }
  if (pageDetail.state !== "ready") pageDetail.state = "loading";
  try {
    const page = await api.get<PageDetailShape>(`${pagesPath(slug, projectId)}/${encodeURIComponent(pageId)}/`);
    if (pageDetail.pageId !== pageId) return;
    pageDetail.page = page;
    pageDetail.state = "ready";
  } catch (error) {
    if (pageDetail.pageId !== pageId) return;
    pageDetail.state = error instanceof ApiError && error.status === 404 ? "not-found" : "error";
  }
}

/** The page left the screen's reach (deleted, moved, made private by someone else): say so instead of showing it. */
export function pageGone(pageId: string): void {
  if (pageDetail.pageId === pageId) pageDetail.state = "not-found";
}
