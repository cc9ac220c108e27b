import { Button } from "../../../components/Button";

interface Props {
  moreState: "idle" | "loading" | "error";
  onRetry: () => void;
}

/** Under a list that loads its next page as it scrolls: a status line while a page loads, a retry when one failed. */
export function LoadMoreStatus({ moreState, onRetry }: Props) {
  if (moreState === "loading") {
    return (
      <p className="muted load-more-status" role="status">
        Loading more work items…
      </p>
    );
  }
  if (moreState === "error") {
    return (
      <p className="load-more-status" role="alert">
        More work items did not load.{" "}
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      </p>
    );
  }
  return null;
}
