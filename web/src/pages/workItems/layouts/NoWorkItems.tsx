import type { Snapshot } from "valtio";
import type { Filters } from "../../../../../api/contract/workItemDisplay";
import { Button } from "../../../components/Button";
import { setCreateWorkItemOpen } from "../../../stores/workItems";
import { changeWorkItemView } from "../../../stores/workItemView";

interface Props {
  slug: string;
  projectId: string;
  filters: Snapshot<Filters>;
  canEdit: boolean;
}

function hasActiveFilters(filters: Snapshot<Filters>): boolean {
  return Object.values(filters).some((values) => values !== null && values.length > 0);
}

/** The empty state of a layout with no rows: a first item to create, or filters to clear. */
export function NoWorkItems({ slug, projectId, filters, canEdit }: Props) {
  if (hasActiveFilters(filters)) {
    const cleared = Object.fromEntries(Object.keys(filters).map((key) => [key, null]));
    return (
      <div className="empty-state">
        <p className="empty-state__title">No work items match these filters</p>
        <p className="muted">Change or clear the filters to see more.</p>
        <div className="empty-state__action">
          <Button variant="secondary" onClick={() => void changeWorkItemView(slug, projectId, { filters: cleared })}>
            Clear filters
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="empty-state">
      <p className="empty-state__title">No work items yet</p>
      <p className="muted">{canEdit ? "Work items are the tasks, bugs and ideas of this project. Create the first one." : "Nobody has created a work item in this project yet."}</p>
      {canEdit && (
        <div className="empty-state__action">
          <Button variant="secondary" onClick={() => setCreateWorkItemOpen(true)}>
            Create work item
          </Button>
        </div>
      )}
    </div>
  );
}
