import type { Snapshot } from "valtio";
import type { GroupBy } from "../../../../../api/contract/workItemDisplay";
import type { ListGroup } from "../../../stores/workItemList";
import type { ProjectLookups } from "../useProjectLookups";
import { GroupLabel } from "./GroupLabel";
import { groupTitle } from "./groupTitle";

interface Props {
  groupBy: GroupBy;
  group: Snapshot<ListGroup>;
  lookups: ProjectLookups;
  collapsed: boolean;
  onToggle: () => void;
}

/** A group's title and count; the whole header is the button that folds the group away. */
export function GroupHeader({ groupBy, group, lookups, collapsed, onToggle }: Props) {
  const { title, color } = groupTitle(groupBy, group.key, lookups);
  return (
    <h2 className="work-item-group-header">
      <button type="button" aria-expanded={!collapsed} onClick={onToggle}>
        <span className="work-item-group-header__chevron" aria-hidden="true">
          {collapsed ? "▸" : "▾"}
        </span>
        <GroupLabel title={title} color={color} total={group.total} titleClassName="work-item-group-header__title" countClassName="work-item-group-header__count" />
      </button>
    </h2>
  );
}
