import { useCallback, useMemo } from "react";
import { loadMoreWorkItems } from "../../../stores/workItemList";
import { updateWorkItem, type WorkItemPatch } from "../../../stores/workItems";
import { changeWorkItemView } from "../../../stores/workItemView";
import type { LayoutProps } from "./layoutProps";
import { ListStatus } from "./ListStatus";
import { LoadMoreStatus } from "./LoadMoreStatus";
import { NoWorkItems } from "./NoWorkItems";
import { visibleColumns } from "./spreadsheet/columns";
import { SpreadsheetTable } from "./spreadsheet/SpreadsheetTable";
import { useListQuery } from "./useListQuery";
import { useListSnapshot } from "./useListSnapshot";

/** A page of rows: enough to fill a tall screen several times, small enough to arrive quickly. */
const PER_PAGE = 100;

/**
 * The project's work items as a table, one column per shown display property, ungrouped and in the saved
 * order; the sortable headers change that order. Pages load as the table scrolls near its end.
 */
export function SpreadsheetLayout({ slug, project, lookups, settings, canEdit, onOpen }: LayoutProps) {
  const { display_filters: display, display_properties: properties, filters } = settings;
  const { list, current, reload } = useListQuery(slug, project.id, settings, { perPage: PER_PAGE });
  const { ids } = useListSnapshot();
  const { nextCursor, moreState } = list;

  const onNearEnd = useCallback(() => {
    if (nextCursor && moreState === "idle") void loadMoreWorkItems(slug, project.id);
  }, [slug, project.id, nextCursor, moreState]);
  // Stable between renders, so the table's memoised rows are not drawn again on every scrolled frame.
  const columns = useMemo(() => visibleColumns(properties), [properties]);
  const { identifier } = project;
  const identifierOf = useCallback(() => identifier, [identifier]);
  const onEdit = useCallback((id: string, patch: WorkItemPatch) => void updateWorkItem(slug, id, patch), [slug]);

  return (
    <ListStatus current={current} state={list.state} onRetry={reload}>
      {ids.length === 0 ? (
        <NoWorkItems slug={slug} projectId={project.id} filters={filters} canEdit={canEdit} />
      ) : (
        <div>
          <SpreadsheetTable
            ids={ids}
            total={list.totalCount}
            identifierOf={identifierOf}
            selectable
            lookups={lookups}
            columns={columns}
            showKey={properties.key}
            orderBy={display.order_by}
            onSort={(orderBy) => void changeWorkItemView(slug, project.id, { display_filters: { order_by: orderBy } })}
            canEdit={canEdit}
            onOpen={onOpen}
            onEdit={onEdit}
            onNearEnd={onNearEnd}
          />
          <LoadMoreStatus moreState={moreState} onRetry={() => void loadMoreWorkItems(slug, project.id)} />
        </div>
      )}
    </ListStatus>
  );
}
