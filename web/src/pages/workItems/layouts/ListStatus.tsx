import type { ReactNode } from "react";
import { LoadStatus } from "../../../components/LoadStatus";
import type { LoadState } from "../../../stores/loadOwned";

interface Props {
  /** Whether the store holds this list's query yet; until then it shows another's. */
  current: boolean;
  state: LoadState;
  onRetry: () => void;
  children: ReactNode;
}

/** A work item list's first load: a status line while it loads, a retry when it failed, the list once ready. */
export function ListStatus({ current, state, onRetry, children }: Props) {
  return (
    <LoadStatus current={current} state={state} loadingText="Loading work items…" failedTitle="Could not load the work items" onRetry={onRetry}>
      {children}
    </LoadStatus>
  );
}
