import type { ReactNode } from "react";
import { LoadStatus } from "../../components/LoadStatus";
import type { LoadState } from "../../stores/loadOwned";

interface Props {
  state: LoadState;
  onRetry: () => void;
  /** The list itself, shown once loaded. */
  children: ReactNode;
}

/** Says so while the projects load and when they failed (with a retry); otherwise shows the list. */
export function ListStatus({ state, onRetry, children }: Props) {
  return (
    <LoadStatus state={state} loadingText="Loading projects…" failedTitle="Could not load the projects" onRetry={onRetry}>
      {children}
    </LoadStatus>
  );
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
