import type { Snapshot } from "valtio";
import type { Reaction } from "../../../http/types";
import { toggleReaction, type ReactionSlot } from "../../../stores/reactions";

/** The emoji offered on work items and comments, with the words their tooltip says. */
const REACTIONS = [
  { emoji: "👍", name: "thumbs up" },
  { emoji: "🎉", name: "party" },
  { emoji: "❤️", name: "heart" },
  { emoji: "👀", name: "eyes" },
] as const;

interface Props {
  reactions: Snapshot<Reaction[]>;
  /** Where a toggle is written; a new object each render is fine, it is only read on a click. */
  slot: () => ReactionSlot;
  userId: string;
  label?: string;
  /** Shown with their counts but not toggled (an archived item's comments). */
  disabled?: boolean;
}

/** A toggle per emoji: pressed when the caller has reacted with it, with how many have. */
export function ReactionBar({ reactions, slot, userId, label = "Reactions", disabled = false }: Props) {
  return (
    <div className="comment__reactions" role="group" aria-label={label}>
      {REACTIONS.map(({ emoji, name }) => {
        const given = reactions.filter((entry) => entry.reaction === emoji);
        const pressed = given.some((entry) => entry.actor === userId);
        return (
          <button key={emoji} type="button" className="comment__reaction" aria-pressed={pressed} title={`React with ${name}`} disabled={disabled} onClick={() => void toggleReaction(slot(), emoji, userId)}>
            {/* The emoji itself is the name, so "👍 2" is read and found as it shows. */}
            {emoji}
            {given.length > 0 && <span className="comment__reaction-count"> {given.length}</span>}
          </button>
        );
      })}
    </div>
  );
}
