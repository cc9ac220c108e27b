import { useEffect } from "react";
import { useSnapshot } from "valtio";
import type { ItemTarget } from "../../../stores/workItemDetail";
import { itemReactionSlot, loadItemReactions, workItemReactions } from "../../../stores/workItemReactions";
import { ReactionBar } from "./ReactionBar";

/** Reactions on the work item itself, under its description; shown once loaded, so a failure costs nothing else. */
export function WorkItemReactions({ target, userId }: { target: ItemTarget; userId: string }) {
  const { itemId, reactions, state } = useSnapshot(workItemReactions);
  useEffect(() => {
    void loadItemReactions(target);
  }, [target]);
  if (itemId !== target.itemId || state !== "ready") return null;
  return <ReactionBar reactions={reactions} slot={() => itemReactionSlot(target)} userId={userId} label="Reactions to this work item" />;
}
