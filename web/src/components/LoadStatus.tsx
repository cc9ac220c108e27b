import type { ReactNode } from "react";
import type { LoadState } from "../stores/loadOwned";
import { LoadFailed } from "./LoadFailed";

interface Props {
  /** Whether the store holds this screen's owner or query yet; until then its data belongs to another. */
  current?: boolean;
  state: LoadState;
  /** The status line while loading: "Loading projects…". */
  loadingText: string;
  /** LoadFailed's title when the load failed. */
  failedTitle: string;
  onRetry: () => void;
  /** Shown once loaded. */
  children: ReactNode;
}

/** A first load: a status line while it runs, what failed with a retry, then what was loaded. */
export function LoadStatus({ current = true, state, loadingText, failedTitle, onRetry, children }: Props) {
  if (current && state === "error") return <LoadFailed title={failedTitle} onRetry={onRetry} />;
  if (!current || state !== "ready") {
    return (
      <p className="muted" role="status">
        {loadingText}
      </p>
    );
  }
  return children;
}
