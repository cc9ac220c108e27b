import type { ReactNode } from "react";
import { Button } from "../../../components/Button";
import type { LoadState } from "../../../stores/loadOwned";

interface Props {
  /** Whether the list store holds this layout's query yet. */
  current: boolean;
  state: LoadState;
  onRetry: () => void;
  children: ReactNode;
}

/** A layout's first load: a status line while it loads, a retry when it failed, the layout once ready. */
export function ListStatus({ current, state, onRetry, children }: Props) {
  if (current && state === "error") {
    return (
      <div role="alert" className="empty-state">
        <p className="empty-state__title">Could not load the work items</p>
        <p className="muted">
          Cairn did not answer.{" "}
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </p>
      </div>
    );
  }
  if (!current || state !== "ready") {
    return (
      <p className="muted" role="status">
        Loading work items…
      </p>
    );
  }
  return children;
}
