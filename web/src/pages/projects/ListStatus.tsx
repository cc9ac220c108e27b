import type { ReactNode } from "react";
import { Button } from "../../components/Button";
import type { LoadState } from "../../stores/loadOwned";

interface Props {
  state: LoadState;
  onRetry: () => void;
  /** The list itself, shown once loaded. */
  children: ReactNode;
}

/** Says so while the projects load and when they failed (with a retry); otherwise shows the list. */
export function ListStatus({ state, onRetry, children }: Props) {
  if (state === "idle" || state === "loading") {
    return (
      <p className="muted" role="status">
        Loading projects…
      </p>
    );
  }
  if (state === "error") {
    return (
      <div role="alert" className="empty-state">
        <p className="empty-state__title">Could not load the projects</p>
        <p className="muted">
          Cairn did not answer.{" "}
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </p>
      </div>
    );
  }
  return <>{children}</>;
}

/** An empty list explained in a sentence, with what to do next. */
export function EmptyProjects({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <div className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="muted">{message}</p>
      {action && <div className="empty-state__action">{action}</div>}
    </div>
  );
}
