interface Props {
  title: string;
  color: string | null;
  total: number;
  collapsed: boolean;
  onToggle: () => void;
}

/** A swimlane's header across the whole board; the button folds the lane's row of cells away. */
export function KanbanLane({ title, color, total, collapsed, onToggle }: Props) {
  return (
    <h2 className="kanban-lane">
      <button type="button" className="kanban-lane__toggle" aria-expanded={!collapsed} onClick={onToggle}>
        <span className="kanban-lane__chevron" aria-hidden="true">
          {collapsed ? "▸" : "▾"}
        </span>
        {color && <span className="swatch" style={{ background: color }} aria-hidden="true" />}
        <span>{title}</span>
        <span className="kanban-column-head__count" aria-label={`${total} work item${total === 1 ? "" : "s"}`}>
          {total}
        </span>
      </button>
    </h2>
  );
}
