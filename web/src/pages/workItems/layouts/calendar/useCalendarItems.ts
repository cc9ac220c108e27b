import type { Snapshot } from "valtio";
import { useSnapshot } from "valtio";
import type { WorkItem } from "../../../../http/types";
import { workItemCache } from "../../../../stores/workItemCache";
import type { WorkItemViewSettings } from "../../../../../../api/contract/workItemDisplay";
import { useListQuery } from "../useListQuery";

/** Items shown per day before "+N more"; each further page brings this many more to every day. */
const PER_DAY = 30;

/**
 * The items due within [first, last], grouped by due day, a page per day: the calendar never loads more
 * than the days it shows.
 */
export function useCalendarItems(slug: string, projectId: string, settings: Snapshot<WorkItemViewSettings>, first: string, last: string) {
  const { list, current, reload } = useListQuery(slug, projectId, settings, {
    groupBy: "target_date",
    perPage: PER_DAY,
    extraFilters: { target_date: [`${first};after`, `${last};before`] },
  });
  const { byId } = useSnapshot(workItemCache);
  const groups = new Map((current ? (list.groups ?? []) : []).map((group) => [group.key, group]));

  const dayItems = (day: string): { items: Snapshot<WorkItem>[]; total: number } => {
    const group = groups.get(day);
    if (!group) return { items: [], total: 0 };
    return { items: group.ids.flatMap((id) => byId[id] ?? []), total: Math.max(group.total, group.ids.length) };
  };

  return { list, current, reload, dayItems, byId };
}
