import { useEffect } from "react";
import { useSnapshot, type Snapshot } from "valtio";
import type { GroupBy } from "../../../../../api/contract/workItemDisplay";
import { loadWorkItemList, workItemList, type WorkItemListQuery } from "../../../stores/workItemList";
import type { WorkItemViewSettings } from "../../../../../api/contract/workItemDisplay";

/** What a layout decides about its query; the person's filters, order and sub-issue choice come from the settings. */
interface LayoutQueryShape {
  /** Rows per page, per group when grouped: no layout loads a whole project at once. */
  perPage: number;
  groupBy?: GroupBy | null;
  subGroupBy?: GroupBy | null;
  extraFilters?: WorkItemListQuery["extraFilters"];
}

function layoutQuery(settings: Snapshot<WorkItemViewSettings>, shape: LayoutQueryShape): WorkItemListQuery {
  const display = settings.display_filters;
  const groupBy = shape.groupBy ?? null;
  return {
    groupBy,
    subGroupBy: groupBy ? (shape.subGroupBy ?? null) : null,
    orderBy: display.order_by,
    perPage: shape.perPage,
    showEmptyGroups: groupBy ? display.show_empty_groups : false,
    subIssue: display.sub_issue,
    filters: settings.filters,
    type: display.type,
    ...(shape.extraFilters ? { extraFilters: shape.extraFilters } : {}),
  };
}

/**
 * Loads a layout's query into the list store whenever it changes, and answers the store's snapshot and
 * whether it already holds this query (until then it may still show another layout's rows).
 */
export function useListQuery(slug: string, projectId: string, settings: Snapshot<WorkItemViewSettings>, shape: LayoutQueryShape) {
  const query = layoutQuery(settings, shape);
  const key = JSON.stringify(query);
  useEffect(() => {
    void loadWorkItemList(slug, projectId, JSON.parse(key) as WorkItemListQuery);
  }, [slug, projectId, key]);
  const list = useSnapshot(workItemList);
  const current = list.projectId === projectId && JSON.stringify(list.query) === key;
  return { list, current, reload: () => void loadWorkItemList(slug, projectId, query, { force: true }) };
}
