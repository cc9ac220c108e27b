import type { ReactNode } from "react";
import { Button } from "../../components/Button";
import type { LoadState } from "../../stores/loadOwned";

interface Props {
  /** Id of the heading, which names the section. */
  titleId: string;
  title: string;
  state: LoadState;
  /** Plural noun for the status lines: "members" gives "Loading members…". */
  noun: string;
  onRetry: () => void;
  /** Shown when the list came back empty; usually different while a search is typed. */
  emptyMessage: string;
  count: number;
  columns: readonly string[];
  /** The table rows, one per entry. */
  children: ReactNode;
}

/**
 * A settings section listing what the search found as a table, saying so while it loads, when
 * it fails (with a retry) and when nothing matched. The last column is the row's actions.
 */
export function SearchableTableSection({ titleId, title, state, noun, onRetry, emptyMessage, count, columns, children }: Props) {
  return (
    <section className="settings-section" aria-labelledby={titleId} aria-busy={state === "loading" || undefined}>
      <h2 id={titleId}>{title}</h2>
      {state === "loading" && <p className="muted">Loading {noun}…</p>}
      {state === "error" && (
        <p role="alert">
          Could not load the {noun}.{" "}
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </p>
      )}
      {state === "ready" && count === 0 && <p className="muted">{emptyMessage}</p>}
      {state === "ready" && count > 0 && (
        <table className="members-table">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </section>
  );
}
