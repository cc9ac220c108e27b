import type { ReactNode } from "react";
import type { LoadState } from "../stores/loadOwned";
import { Button } from "./Button";
import { LoadStatus } from "./LoadStatus";
import "./PagedList.css";

interface Props {
  /** Whether the store holds this page's owner yet; until then its rows belong to another. */
  current: boolean;
  state: LoadState;
  /** How many rows are loaded. */
  count: number;
  loadingText: string;
  failedTitle: string;
  onRetry: () => void;
  /** Shown instead of the list when nothing matched. */
  empty: ReactNode;
  /** The list's accessible name. */
  label: string;
  hasMore: boolean;
  moreState: "idle" | "loading" | "error";
  moreLabel: string;
  moreError: string;
  onMore: () => void;
  /** The rows, each an `li` with the `paged-list__row` class. */
  children: ReactNode;
}

/** A list read a page at a time: its first load, its failure, its emptiness, then the rows and a "Load more". */
export function PagedList({ current, state, count, loadingText, failedTitle, onRetry, empty, label, hasMore, moreState, moreLabel, moreError, onMore, children }: Props) {
  return (
    <LoadStatus current={current} state={state} loadingText={loadingText} failedTitle={failedTitle} onRetry={onRetry}>
      {count === 0 ? (
        empty
      ) : (
        <>
          <ul className="paged-list" aria-label={label}>
            {children}
          </ul>
          {hasMore && (
            <div className="paged-list__more">
              <Button variant="secondary" loading={moreState === "loading"} onClick={onMore}>
                {moreLabel}
              </Button>
              {moreState === "error" && (
                <p role="alert" className="field__error">
                  {moreError}
                </p>
              )}
            </div>
          )}
        </>
      )}
    </LoadStatus>
  );
}
