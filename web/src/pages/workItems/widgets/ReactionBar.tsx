import type { Snapshot } from "valtio";
import type { WorkItemComment } from "../../../http/types";
import { toggleReaction } from "../../../stores/workItemComments";
import type { ItemTarget } from "../../../stores/workItemDetail";

/** The emoji offered on every comment, with the words their tooltip says. */
const REACTIONS = [
  { emoji: "👍", name: "thumbs up" },
  { emoji: "🎉", name: "party" },
  { emoji: "❤️", name: "heart" },
  { emoji: "👀", name: "eyes" },
] as const;

interface Props {
  target: ItemTarget;
  comment: Snapshot<WorkItemComment>;
  userId: string;
}

/** A toggle per emoji: pressed when the caller has reacted with it, with how many have. */
export function CommentReactions({ target, comment, userId }: Props) {
  return (
    <div className="comment__reactions" role="group" aria-label="Reactions">
      {REACTIONS.map(({ emoji, name }) => {
        const given = comment.comment_reactions.filter((entry) => entry.reaction === emoji);
        const pressed = given.some((entry) => entry.actor === userId);
        return (
          <button
            key={emoji}
            type="button"
            className="comment__reaction"
            aria-pressed={pressed}
            title={`React with ${name}`}
            onClick={() => void toggleReaction(target, comment.id, emoji, userId)}
          >
            {/* The emoji itself is the name, so "👍 2" is read and found as it shows. */}
            {emoji}
            {given.length > 0 && <span className="comment__reaction-count"> {given.length}</span>}
          </button>
        );
      })}
    </div>
  );
}
