import { useState } from "react";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { ProjectRowMenu, type RowMenuItem } from "../projects/ProjectRowMenu";

interface Props {
  itemKey: string;
  name: string;
  canDelete: boolean;
  /** Deletes and leaves the page; a throw keeps the confirmation open with the reason. */
  onDelete: () => Promise<void>;
  /** Members and admins archive (the server's "edit" scope); absent for those who may not. */
  archive?: {
    /** Why archiving is refused right now (the item is not finished), or null when it may go. */
    blockedReason: string | null;
    /** Archives; a throw keeps the confirmation open with the reason. */
    onArchive: () => Promise<void>;
  };
  /** For an archived item, in place of `archive`: it is read-only until brought back. */
  onRestore?: () => void;
}

/** The "⋯" menu of the detail page; archiving and deleting each ask first, restoring does not. */
export function WorkItemActions({ itemKey, name, canDelete, onDelete, archive, onRestore }: Props) {
  const [confirming, setConfirming] = useState<"delete" | "archive" | null>(null);
  const items: RowMenuItem[] = [];
  if (onRestore) items.push({ label: "Restore", perform: onRestore });
  if (archive) {
    items.push({ label: "Archive", perform: () => setConfirming("archive"), disabled: archive.blockedReason !== null, hint: archive.blockedReason ?? undefined });
  }
  if (canDelete) items.push({ label: "Delete", perform: () => setConfirming("delete") });
  if (items.length === 0) return null;
  return (
    <>
      <ProjectRowMenu projectName={itemKey} items={items} />
      {archive && (
        <ConfirmDialog
          open={confirming === "archive"}
          onClose={() => setConfirming(null)}
          title={`Archive ${itemKey}?`}
          description={`“${name}” leaves the project's lists. You can restore it from the project's archives.`}
          confirmLabel="Archive work item"
          action="archive the work item"
          onConfirm={archive.onArchive}
        />
      )}
      <ConfirmDialog
        open={confirming === "delete"}
        onClose={() => setConfirming(null)}
        title={`Delete ${itemKey}?`}
        description={`“${name}” and its history are deleted for everyone. This cannot be undone.`}
        confirmLabel="Delete work item"
        action="delete the work item"
        onConfirm={onDelete}
      />
    </>
  );
}
