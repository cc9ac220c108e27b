import { proxy } from "valtio";
import { api } from "../http/client";
import { appendOnce } from "./appendOnce";
import type { WorkItemLink } from "../http/types";
import { removeOptimistically } from "./optimisticPatch";
import { historyChanged, targetPath, type ItemTarget } from "./workItemDetail";
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
  historyChanged(target);
}

/** Optimistic: the link goes at once and comes back in its place, with a toast, if refused. */
export function removeLink(target: ItemTarget, linkId: string): Promise<void> {
  return removeOptimistically(
    () => (workItemLinks.itemId === target.itemId ? workItemLinks.links : null),
    linkId,
    () => api.delete<void>(`${linksPath(target)}/${encodeURIComponent(linkId)}/`),
    { title: "Link not removed", action: "remove the link" },
  ).then(() => historyChanged(target));
}
