import { Button } from "../../components/Button";
import { LockIcon } from "../../components/Icons";

interface Props {
  reason: string;
  /** Unlock or Restore, when the viewer may. */
  fix?: { label: string; perform: () => void } | undefined;
}

/** Above a page the viewer cannot edit: why, and the one action that would change it when they may take it. */
export function PageReadOnlyNotice({ reason, fix }: Props) {
  return (
    <div className="page-readonly" role="note" aria-label="Read-only">
      <LockIcon className="page-readonly__icon" size={16} />
      <p className="page-readonly__reason">{reason}</p>
      {fix && (
        <Button variant="secondary" onClick={fix.perform}>
          {fix.label}
        </Button>
      )}
    </div>
  );
}
