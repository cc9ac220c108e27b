import { api } from "../http/client";
import { describeError } from "../http/describeError";
import type { Reaction } from "../http/types";
import { showToast } from "./toasts";

/** Where one set of reactions lives: read and written through accessors, since a reload may replace the owner meanwhile. */
export interface ReactionSlot {
  /** The reactions shown now, or null when their owner is no longer open. */
  read: () => Reaction[] | null;
  write: (reactions: Reaction[]) => void;
  /** The API's .../reactions/ address. */
  path: string;
}

/**
 * The reactions without one removed elsewhere: matched by id, or by emoji and actor when this tab still
 * shows it under a temporary id.
 */
export function withoutReaction(reactions: readonly Reaction[], removed: Reaction): Reaction[] {
  return reactions.filter((entry) => entry.id !== removed.id && !(entry.reaction === removed.reaction && entry.actor === removed.actor));
}

/**
 * Adds the caller's `reaction` or takes it away, shown at once (SPEC.md section 4). An added one carries a
 * temporary id until the server's copy replaces it; a refusal puts the reactions back as they were.
 */
export async function toggleReaction(slot: ReactionSlot, reaction: string, actorId: string): Promise<void> {
  const previous = slot.read();
  if (!previous) return;
  const mine = previous.find((entry) => entry.reaction === reaction && entry.actor === actorId);
  const temporary: Reaction = { id: `temp-${reaction}`, reaction, actor: actorId };
  slot.write(mine ? previous.filter((entry) => entry !== mine) : [...previous, temporary]);
  try {
    if (mine) {
      await api.delete<void>(`${slot.path}${encodeURIComponent(reaction)}/`);
      return;
    }
    const saved = await api.post<Reaction>(slot.path, { reaction });
    const current = slot.read();
    if (current) slot.write(current.map((entry) => (entry.id === temporary.id ? saved : entry)));
  } catch (error) {
    if (slot.read()) slot.write([...previous]);
    showToast({ tone: "danger", title: "Reaction not saved", message: describeError(error, mine ? "remove the reaction" : "add the reaction") });
  }
}
