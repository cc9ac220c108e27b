import { memo } from "react";
import type { DisplayProperties } from "../../../../../api/contract/workItemDisplay";
import { workItemKey } from "../../../../../api/contract/workItems";
import { isTemporary } from "../../../stores/workItemCache";
import { SelectCheckbox } from "../bulk/SelectCheckbox";
import { WorkItemRow } from "../WorkItemRow";
import type { LookupMaps } from "./lookupMaps";
import { useCachedWorkItem } from "./useCachedWorkItem";
import type { KeyboardRowProps } from "./useKeyboardRows";

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
  properties: Readonly<DisplayProperties>;
  canEdit: boolean;
  /** Focus, selection and the mouse's selecting gestures (useKeyboardRows: the same object while they hold). */
  rowProps: KeyboardRowProps;
  onOpen: (id: string) => void;
}

/**
 * One work item's place in the virtualised list. Memoised on props that stay the same while the list
 * scrolls, and reading only its own item, so a scroll renders only the rows that come into view and a
 * change renders only the row it changes, instead of every row on screen, which made long tasks.
 */
export const ListItem = memo(function ListItem({ index, start, height, slug, identifier, id, lookups, today, properties, canEdit, rowProps, onOpen }: Props) {
  const item = useCachedWorkItem(id);
  if (!item) return null;
  return (
    <div role="listitem" data-index={index} className="work-item-list__item work-item-list__item--selectable" style={{ height, transform: `translateY(${start}px)` }} {...rowProps}>
      {!isTemporary(id) && <SelectCheckbox label={workItemKey(identifier, item.sequence_id)} selected={rowProps["data-selected"]} />}
      <WorkItemRow
        slug={slug}
        identifier={identifier}
        item={item}
        state={item.state_id ? lookups.states.get(item.state_id) : undefined}
        labels={item.label_ids.flatMap((labelId) => lookups.labels.get(labelId) ?? [])}
        assignees={item.assignee_ids.flatMap((userId) => lookups.members.get(userId) ?? [])}
        today={today}
        properties={properties}
        canEdit={canEdit}
        onOpen={onOpen}
      />
    </div>
  );
});
