import "./ConnectionPill.css";

/** How a connection's state looks: good (filled), waiting or pulsing (hollow), offline (crossed out). */
export type ConnectionTone = "good" | "waiting" | "pulsing" | "offline";

interface ConnectionPillProps {
  label: string;
  /** The state explained: the pill's title, and read after the label. */
  hint: string;
  tone: ConnectionTone;
  className?: string;
  /** The state's own name, for tests and styles that care which state it is. */
  state?: string;
}

/**
 * A connection's state in words (not colour alone), announced politely when it changes: the shell's live
 * socket and an open document's link both show it this way.
 */
export function ConnectionPill({ label, hint, tone, className, state }: ConnectionPillProps) {
  return (
    <span className={`connection-pill connection-pill--${tone}${className ? ` ${className}` : ""}`} role="status" title={hint} data-connection-state={state}>
      <span className="connection-pill__dot" aria-hidden="true" />
      {label}
      <span className="visually-hidden">. {hint}</span>
    </span>
  );
}
