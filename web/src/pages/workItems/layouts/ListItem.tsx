import { memo } from "react";
import type { ListColumn } from "../listColumns";
import { WorkItemRow } from "../WorkItemRow";
import type { LookupMaps } from "./lookupMaps";
import { useCachedWorkItem } from "./useCachedWorkItem";

interface Props {
  index: number;
  /** Where the virtualiser places the row, in pixels from the top of the list. */
  start: number;
  height: number;
  slug: string;
  identifier: string;
  id: string;
  lookups: LookupMaps;
  today: string;
  columns: readonly ListColumn[];
  onOpen: (id: string) => void;
}

/**
 * One work item's place in the virtualised list. Memoised on props that stay the same while the list
 * scrolls, and reading only its own item, so a scroll renders only the rows that come into view and a
 * change renders only the row it changes, instead of every row on screen, which made long tasks.
 */
export const ListItem = memo(function ListItem({ index, start, height, slug, identifier, id, lookups, today, columns, onOpen }: Props) {
  const item = useCachedWorkItem(id);
  if (!item) return null;
  return (
    <div role="listitem" data-index={index} className="work-item-list__item" style={{ height, transform: `translateY(${start}px)` }}>
      <WorkItemRow
        slug={slug}
        identifier={identifier}
        item={item}
        state={item.state_id ? lookups.states.get(item.state_id) : undefined}
        labels={item.label_ids.flatMap((labelId) => lookups.labels.get(labelId) ?? [])}
        assignees={item.assignee_ids.flatMap((userId) => lookups.members.get(userId) ?? [])}
        today={today}
        columns={columns}
        onOpen={onOpen}
      />
    </div>
  );
});
