import { GroupLabel, type GroupToggleProps } from "../GroupLabel";

/** A swimlane's header across the whole board; the button folds the lane's row of cells away. */
export function KanbanLane({ title, color, total, collapsed, onToggle }: GroupToggleProps) {
  return (
    <h2 className="kanban-lane">
      <button type="button" className="kanban-lane__toggle" aria-expanded={!collapsed} onClick={onToggle}>
        <span className="kanban-lane__chevron" aria-hidden="true">
          {collapsed ? "▸" : "▾"}
        </span>
        <GroupLabel title={title} color={color} total={total} countClassName="kanban-column-head__count" />
      </button>
    </h2>
  );
}
