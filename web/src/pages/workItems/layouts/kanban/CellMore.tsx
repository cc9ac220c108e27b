import { Button } from "../../../../components/Button";

interface Props {
  /** Cards of the cell not loaded yet. */
  hidden: number;
  hasNextPage: boolean;
  moreState: "idle" | "loading" | "error";
  onMore: () => void;
}

/**
 * Under a cell's cards: its next page loads by itself as the cell scrolls to its end; this says so while
 * it loads, offers it to a keyboard or a short column, and retries one that failed.
 */
export function CellMore({ hidden, hasNextPage, moreState, onMore }: Props) {
  if (moreState === "loading") {
    return (
      <p className="kanban-cell__more muted" role="status">
        Loading more…
      </p>
    );
  }
  if (moreState === "error") {
    return (
      <p className="kanban-cell__more" role="alert">
        More cards did not load.{" "}
        <Button variant="link" onClick={onMore}>
          Try again
        </Button>
      </p>
    );
  }
  if (!hasNextPage || hidden <= 0) return null;
  return (
    <div className="kanban-cell__more">
      <Button variant="link" onClick={onMore}>
        Load more ({hidden} more)
      </Button>
    </div>
  );
}
