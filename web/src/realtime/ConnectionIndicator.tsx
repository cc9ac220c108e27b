import { useSnapshot } from "valtio";
import { connection, type ConnectionStatus } from "./connection";
import "./Realtime.css";

const SHOWN: Record<ConnectionStatus, { label: string; hint: string }> = {
  connecting: { label: "Connecting…", hint: "Connecting for live updates." },
  live: { label: "Live", hint: "Changes made by others show as they happen." },
  reconnecting: { label: "Reconnecting…", hint: "Connection lost. Changes made meanwhile will show once it is back." },
  offline: { label: "Offline", hint: "You are offline. Changes made meanwhile will show once you are back online." },
};

/** The socket's state in words (not colour alone), announced politely when it changes. */
export function ConnectionIndicator() {
  const { status } = useSnapshot(connection);
  const { label, hint } = SHOWN[status];
  return (
    <span className={`connection-indicator connection-indicator--${status}`} role="status" title={hint}>
      <span className="connection-indicator__dot" aria-hidden="true" />
      {label}
      <span className="visually-hidden">. {hint}</span>
    </span>
  );
}
