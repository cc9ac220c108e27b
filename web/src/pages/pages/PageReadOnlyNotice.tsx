import { Button } from "../../components/Button";

interface Props {
  reason: string;
  /** Unlock or Restore, when the viewer may. */
  fix?: { label: string; perform: () => void } | undefined;
}

/** Above a page the viewer cannot edit: why, and the one action that would change it when they may take it. */
export function PageReadOnlyNotice({ reason, fix }: Props) {
  return (
    <div className="page-readonly" role="note" aria-label="Read-only">
      <span className="page-readonly__icon" aria-hidden="true">
        🔒
      </span>
      <p className="page-readonly__reason">{reason}</p>
      {fix && (
        <Button variant="secondary" onClick={fix.perform}>
          {fix.label}
        </Button>
      )}
    </div>
  );
}
