import type { GroupBy } from "../../../../../api/contract/workItemDisplay";
import { workItemList } from "../../../stores/workItemList";
import { KanbanBoard } from "./kanban/KanbanBoard";
import "./kanban/Kanban.css";
import type { LayoutProps } from "./layoutProps";
import { ListStatus } from "./ListStatus";
import { NoWorkItems } from "./NoWorkItems";
import { useListQuery } from "./useListQuery";
import { usePlainSnapshot } from "./usePlainSnapshot";

/** Cards per column (per swimlane cell when sub-grouped) and page; each column asks for its own next page. */
const PER_PAGE = 50;

/**
 * The kanban layout: the project's work items as cards in one column per group of the saved grouping
 * (state unless chosen otherwise), in swimlanes when sub-grouped. Each column loads a page at a time.
 */
export function KanbanLayout(props: LayoutProps) {
  const { slug, project, settings, canEdit } = props;
  const display = settings.display_filters;
  // normaliseDisplayFilters already gives a kanban a grouping; this only covers settings saved before that rule.
  const groupBy: GroupBy = display.group_by ?? "state";
  const subGroupBy = display.sub_group_by === groupBy ? null : display.sub_group_by;
  const { list, current, reload } = useListQuery(slug, project.id, settings, { groupBy, subGroupBy, perPage: PER_PAGE });
  const groups = usePlainSnapshot(workItemList).groups ?? [];

  return (
    <ListStatus current={current} state={list.state} onRetry={reload}>
      {groups.length === 0 ? (
        <NoWorkItems slug={slug} projectId={project.id} filters={settings.filters} canEdit={canEdit} />
      ) : (
        <KanbanBoard
          {...props}
          grouping={{ groupBy, subGroupBy, orderBy: display.order_by }}
          groups={groups}
        />
      )}
    </ListStatus>
  );
}
