import { proxy } from "valtio";
import type { PresenceShape } from "../../../api/contract/realtime";
import { connectedSocket } from "./socketHolder";

export type Viewer = PresenceShape["viewers"][number];

/** Who has each watched work item open, as the hub last said (volatile: nothing is stored). */
export const presence = proxy<{ viewers: Record<string, Viewer[]> }>({ viewers: {} });

/** How many open views (the page, a peek) watch each item; the hub hears one join and one leave per item. */
const watching = new Map<string, number>();

function join(itemId: string): void {
  connectedSocket()?.emit("presence.join", { work_item_id: itemId }, () => undefined);
}

/** Says this tab has the item open, until the answered function is called. */
export function watchPresence(itemId: string): () => void {
  const count = watching.get(itemId) ?? 0;
  watching.set(itemId, count + 1);
  if (count === 0) join(itemId);
  return () => {
    const left = (watching.get(itemId) ?? 1) - 1;
    if (left > 0) return void watching.set(itemId, left);
    watching.delete(itemId);
    delete presence.viewers[itemId];
    connectedSocket()?.emit("presence.leave", { work_item_id: itemId });
  };
}

export function presenceUpdated(update: PresenceShape): void {
  if (watching.has(update.work_item_id)) presence.viewers[update.work_item_id] = update.viewers;
}

/** On every connect: the hub forgot this socket's presence with the last connection. */
export function rejoinPresence(): void {
  for (const itemId of watching.keys()) join(itemId);
}

/** While disconnected nobody's presence is known, so none is shown. */
export function forgetPresence(): void {
  presence.viewers = {};
}
