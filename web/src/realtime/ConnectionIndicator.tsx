import { useSnapshot } from "valtio";
import { connection, type ConnectionStatus } from "./connection";
import { ConnectionPill, type ConnectionTone } from "../components/ConnectionPill";

const SHOWN: Record<ConnectionStatus, { label: string; hint: string; tone: ConnectionTone }> = {
  connecting: { label: "Connecting…", hint: "Connecting for live updates.", tone: "waiting" },
  live: { label: "Live", hint: "Changes made by others show as they happen.", tone: "good" },
  reconnecting: { label: "Reconnecting…", hint: "Connection lost. Changes made meanwhile will show once it is back.", tone: "pulsing" },
  offline: { label: "Offline", hint: "You are offline. Changes made meanwhile will show once you are back online.", tone: "offline" },
};

/** The live socket's state, in the shell's top bar. */
export function ConnectionIndicator() {
  const { status } = useSnapshot(connection);
  const { label, hint, tone } = SHOWN[status];
  return <ConnectionPill className="connection-indicator" label={label} hint={hint} tone={tone} />;
}
