import { useState } from "react";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import "./Archives.css";

interface Props {
  /** Members and admins restore (the server's "edit" scope); others are told who can. */
  canRestore: boolean;
  /** Restores and reports the outcome itself; answers whether the item is back. */
  onRestore: () => Promise<boolean>;
}

/** Above an archived work item wherever it is shown (detail page, peek, archives): read-only until restored. */
export function ArchivedBanner({ canRestore, onRestore }: Props) {
  const [restoring, setRestoring] = useState(false);
  const restore = async () => {
    setRestoring(true);
    // A restored item drops this banner; only a refusal needs the button back.
    if (!(await onRestore())) setRestoring(false);
  };
  return (
    <Banner tone="warning" title="This work item is archived">
      <span className="archived-item__banner">
        It is read-only and out of the project's lists.
        {canRestore ? " Restore it to make changes." : " A project member can restore it."}
        {canRestore && (
          <Button variant="secondary" loading={restoring} onClick={() => void restore()}>
            Restore
          </Button>
        )}
      </span>
    </Banner>
  );
}
