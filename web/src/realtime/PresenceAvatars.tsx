import { useEffect } from "react";
import { useSnapshot } from "valtio";
import { Avatar } from "../shell/Avatar";
import { session } from "../stores/session";
import { presence, watchPresence } from "./presence";
import "./Realtime.css";

const SHOWN_VIEWERS = 4;

/** Who else has this work item open (its page or a peek), from the hub's volatile presence. */
export function PresenceAvatars({ itemId }: { itemId: string }) {
  const { viewers } = useSnapshot(presence);
  const { user } = useSnapshot(session);
  useEffect(() => watchPresence(itemId), [itemId]);
  const others = (viewers[itemId] ?? []).filter((viewer) => viewer.id !== user?.id);
  if (others.length === 0) return null;
  const names = others.map((viewer) => viewer.display_name).join(", ");
  return (
    <div className="presence-avatars" role="group" aria-label={`Also viewing: ${names}`} title={`Also viewing: ${names}`}>
      {others.slice(0, SHOWN_VIEWERS).map((viewer) => (
        <Avatar key={viewer.id} name={viewer.display_name} url={viewer.avatar_url} size={24} />
      ))}
      {others.length > SHOWN_VIEWERS && <span className="presence-avatars__more">+{others.length - SHOWN_VIEWERS}</span>}
    </div>
  );
}
