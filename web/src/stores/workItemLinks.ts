import { proxy } from "valtio";
import { api } from "../http/client";
import { appendOnce } from "./appendOnce";
import { describeError } from "../http/describeError";
import type { WorkItemLink } from "../http/types";
import { showToast } from "./toasts";
import { targetPath, type ItemTarget } from "./workItemDetail";
import { loadOwned, type LoadState } from "./loadOwned";

/** The web links of the open work item. */
interface WorkItemLinksStore {
  itemId: string | null;
  links: WorkItemLink[];
  state: LoadState;
}

export const workItemLinks = proxy<WorkItemLinksStore>({ itemId: null, links: [], state: "idle" });

const linksPath = (target: ItemTarget) => `${targetPath(target)}/issue-links`;

export function loadLinks(target: ItemTarget): Promise<void> {
  return loadOwned(workItemLinks, "itemId", target.itemId, "links", [], () => api.get<WorkItemLink[]>(`${linksPath(target)}/`));
}

/** Not optimistic: the server checks the address, and a throw keeps what was typed in the form. */
export async function addLink(target: ItemTarget, url: string, title: string): Promise<void> {
  const created = await api.post<WorkItemLink>(`${linksPath(target)}/`, title ? { url, title } : { url });
  if (workItemLinks.itemId === target.itemId) appendOnce(workItemLinks.links, created);
}

/** Optimistic: the link goes at once and comes back in its place, with a toast, if refused. */
export async function removeLink(target: ItemTarget, linkId: string): Promise<void> {
  const index = workItemLinks.links.findIndex((link) => link.id === linkId);
  if (index < 0) return;
  const [removed] = workItemLinks.links.splice(index, 1);
  try {
    await api.delete<void>(`${linksPath(target)}/${encodeURIComponent(linkId)}/`);
  } catch (error) {
    if (workItemLinks.itemId === target.itemId && removed) workItemLinks.links.splice(index, 0, removed);
    showToast({ tone: "danger", title: "Link not removed", message: describeError(error, "remove the link") });
  }
}
