import { useSnapshot } from "valtio";
import { workItemKey } from "../../../api/contract/workItems";
import { ConfirmDialog } from "../components/ConfirmDialog";
import { forgetWorkItems } from "../stores/workItemFocus";
import { deleteWorkItem } from "../stores/workItems";
import { deleteInBulk } from "../pages/workItems/bulk/bulkActions";
import { useCachedWorkItems } from "../pages/workItems/layouts/useCachedWorkItem";
import { closeDeleteQuestion, workItemTriage } from "../stores/workItemTriage";
import "./DeleteWorkItemsDialog.css";

interface Props {
  slug: string;
  projectId: string;
  identifier: string;
  /** A project admin deletes several items in one request (bulk-delete-issues/, admins only). */
  canAdminister: boolean;
}

/**
 * Delete (or Backspace, or the bulk bar) on the focused work item(s) asks first. An admin's items go in
 * one request, all or none; a member's (their own) one by one, and a refusal stops and says why.
 */
export function DeleteWorkItemsDialog({ slug, projectId, identifier, canAdminister }: Props) {
  const { deleting } = useSnapshot(workItemTriage);
  const items = useCachedWorkItems(deleting ?? []);
  const only = items.length === 1 ? items[0] : undefined;
  const what = only ? workItemKey(identifier, only.sequence_id) : `${items.length} work items`;

  return (
    <ConfirmDialog
      open={items.length > 0}
      onClose={closeDeleteQuestion}
      title={`Delete ${what}?`}
      description={
        only ? (
          <p className="delete-work-items__name">
            “{only.name}” and its comments, links and attachments are deleted for everyone. This cannot be undone.
          </p>
        ) : (
          <p>These work items and their comments, links and attachments are deleted for everyone. This cannot be undone.</p>
        )
      }
      confirmLabel="Delete"
      action={`delete ${what}`}
      onConfirm={async () => {
        if (canAdminister && items.length > 1) return deleteInBulk({ slug, projectId, identifier, ids: items.map((item) => item.id) });
        for (const item of items) {
          await deleteWorkItem(slug, projectId, item.id);
          forgetWorkItems([item.id]);
        }
      }}
    />
  );
}
