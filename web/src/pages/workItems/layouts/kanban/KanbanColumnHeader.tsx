import { GroupLabel, type GroupToggleProps } from "../GroupLabel";

/** A column's title, colour and count, with the button that folds it to a narrow strip. */
export function KanbanColumnHeader({ title, color, total, collapsed, onToggle }: GroupToggleProps) {
  return (
    <div className={`kanban-column-head${collapsed ? " kanban-column-head--collapsed" : ""}`}>
      <h2 className="kanban-column-head__title">
        <GroupLabel title={title} color={color} total={total} titleClassName="kanban-column-head__name" countClassName="kanban-column-head__count" />
      </h2>
      <button type="button" className="icon-button kanban-column-head__toggle" aria-expanded={!collapsed} aria-label={`${collapsed ? "Expand" : "Collapse"} ${title}`} onClick={onToggle}>
        <span aria-hidden="true">{collapsed ? "›" : "‹"}</span>
      </button>
    </div>
  );
}
