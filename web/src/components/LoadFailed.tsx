import { Button } from "./Button";

interface Props {
  /** What did not load, as a heading: "Could not load the projects". */
  title: string;
  onRetry: () => void;
}

/** A list or page whose first load failed: what is missing, and a retry. */
export function LoadFailed({ title, onRetry }: Props) {
  return (
    <div role="alert" className="empty-state">
      <p className="empty-state__title">{title}</p>
      <p className="muted">
        Cairn did not answer.{" "}
        <Button variant="link" onClick={onRetry}>
          Try again
        </Button>
      </p>
    </div>
  );
}
