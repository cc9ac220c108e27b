import { proxy } from "valtio";
import type { PageDetailShape, PageVersionDetailShape, PageVersionShape } from "../../../api/contract/pageShapes";
import { api } from "../http/client";
import { loadOwned, type LoadState } from "./loadOwned";
import type { PageTarget } from "./pageActions";
import { patchHeldPage } from "./pageActions";
import { pagesPath } from "./pages";

/** The saved versions of the open page, and the one being previewed. */
interface PageVersionsStore {
  pageId: string | null;
  versions: PageVersionShape[];
  state: LoadState;
  previewId: string | null;
  preview: PageVersionDetailShape | null;
  previewState: LoadState;
}

export const pageVersions = proxy<PageVersionsStore>({ pageId: null, versions: [], state: "idle", previewId: null, preview: null, previewState: "idle" });

const versionsPath = ({ slug, projectId, pageId }: PageTarget) => `${pagesPath(slug, projectId)}/${encodeURIComponent(pageId)}/versions`;

export function loadPageVersions(target: PageTarget): Promise<void> {
  if (pageVersions.pageId !== target.pageId) {
    pageVersions.previewId = null;
    pageVersions.preview = null;
    pageVersions.previewState = "idle";
  }
  return loadOwned(pageVersions, "pageId", target.pageId, "versions", [], () => api.get<PageVersionShape[]>(`${versionsPath(target)}/`));
}

export async function previewPageVersion(target: PageTarget, versionId: string): Promise<void> {
  pageVersions.previewId = versionId;
  pageVersions.previewState = "loading";
  try {
    const version = await api.get<PageVersionDetailShape>(`${versionsPath(target)}/${encodeURIComponent(versionId)}/`);
    if (pageVersions.previewId !== versionId) return;
    pageVersions.preview = version;
    pageVersions.previewState = "ready";
  } catch {
    if (pageVersions.previewId === versionId) pageVersions.previewState = "error";
  }
}

export function closePageVersionPreview(): void {
  pageVersions.previewId = null;
  pageVersions.preview = null;
  pageVersions.previewState = "idle";
}

/** Puts the version's document back as the page's; open editors receive it through the live document. */
export async function restorePageVersion(target: PageTarget, versionId: string): Promise<void> {
  const page = await api.post<PageDetailShape>(`${versionsPath(target)}/${encodeURIComponent(versionId)}/restore/`);
  patchHeldPage(target.pageId, page);
  closePageVersionPreview();
  void loadPageVersions(target);
}
