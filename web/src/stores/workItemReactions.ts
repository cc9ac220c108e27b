import { proxy } from "valtio";
import { api } from "../http/client";
import type { Reaction } from "../http/types";
import { loadOwned, type LoadState } from "./loadOwned";
import type { ReactionSlot } from "./reactions";
import { targetPath, type ItemTarget } from "./workItemDetail";

/** The reactions on the open work item itself (GET .../issues/:id/reactions/). */
export const workItemReactions = proxy<{ itemId: string | null; reactions: Reaction[]; state: LoadState }>({ itemId: null, reactions: [], state: "idle" });

const reactionsPath = (target: ItemTarget) => `${targetPath(target)}/reactions/`;

export function loadItemReactions(target: ItemTarget): Promise<void> {
  return loadOwned(workItemReactions, "itemId", target.itemId, "reactions", [], () => api.get<Reaction[]>(reactionsPath(target)));
}

export function itemReactionSlot(target: ItemTarget): ReactionSlot {
  return {
    read: () => (workItemReactions.itemId === target.itemId ? workItemReactions.reactions : null),
    write: (reactions) => {
      workItemReactions.reactions = reactions;
    },
    path: reactionsPath(target),
  };
}
