import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ProjectRowMenu } from "../projects/ProjectRowMenu";

interface Props {
  itemKey: string;
  name: string;
  canDelete: boolean;
  /** Deletes and leaves the page; a throw keeps the confirmation open with the reason. */
  onDelete: () => Promise<void>;
}

/** The "⋯" menu of the detail page; deleting asks first, as it cannot be undone. */
export function WorkItemActions({ itemKey, name, canDelete, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (!canDelete) return null;
  return (
    <>
      <ProjectRowMenu projectName={itemKey} items={[{ label: "Delete", perform: () => setConfirming(true) }]} />
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={`Delete ${itemKey}?`}
        description={`“${name}” and its history are deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete work item"
        action="delete the work item"
        onConfirm={onDelete}
      />
    </>
  );
}
