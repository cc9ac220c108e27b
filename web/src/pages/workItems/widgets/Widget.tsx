import { useId, useState, type ReactNode } from "react";
import { Button } from "../../../components/Button";
import type { LoadState } from "../../../stores/loadOwned";

interface Props {
  /** The toggle's whole text, so it is also its accessible name ("Sub-issues"). */
  title: string;
  /** Shown beside the toggle, outside it, so the name stays the title alone. */
  count?: number;
  children: ReactNode;
}

/** A collapsible widget of the detail page (SPEC.md section 2: collapsible, open by default). */
export function Widget({ title, count, children }: Props) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="widget" aria-labelledby={`${id}-toggle`}>
      <h2 className="widget__title">
        <button type="button" id={`${id}-toggle`} className="widget__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          <span className="widget__chevron" aria-hidden="true">
            {open ? "▾" : "▸"}
          </span>
          {title}
        </button>
        {count !== undefined && count > 0 && <span className="widget__count muted">{count}</span>}
      </h2>
      <div id={`${id}-body`} className="widget__body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}

interface StatusProps {
  state: LoadState;
  /** What is loading, lower case: "comments". */
  what: string;
  onRetry: () => void;
}

/** The loading line or the failure with a retry; nothing once the list is there. */
export function WidgetStatus({ state, what, onRetry }: StatusProps) {
  if (state === "ready") return null;
  if (state === "error") {
    return (
      <p role="alert">
        The {what} did not load.{" "}
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      </p>
    );
  }
  return (
    <p className="muted" role="status">
      Loading {what}…
    </p>
  );
}
