interface Props {
  title: string;
  color: string | null;
  total: number;
  collapsed: boolean;
  onToggle: () => void;
}

/** A column's title, colour and count, with the button that folds it to a narrow strip. */
export function KanbanColumnHeader({ title, color, total, collapsed, onToggle }: Props) {
  return (
    <div className={`kanban-column-head${collapsed ? " kanban-column-head--collapsed" : ""}`}>
      <h2 className="kanban-column-head__title">
        {color && <span className="swatch" style={{ background: color }} aria-hidden="true" />}
        <span className="kanban-column-head__name">{title}</span>
        <span className="kanban-column-head__count" aria-label={`${total} work item${total === 1 ? "" : "s"}`}>
          {total}
        </span>
      </h2>
      <button type="button" className="icon-button kanban-column-head__toggle" aria-expanded={!collapsed} aria-label={`${collapsed ? "Expand" : "Collapse"} ${title}`} onClick={onToggle}>
        <span aria-hidden="true">{collapsed ? "›" : "‹"}</span>
      </button>
    </div>
  );
}
