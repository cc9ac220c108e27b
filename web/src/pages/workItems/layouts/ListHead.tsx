import { columnTemplate, type ListColumn } from "../listColumns";

/** The list's column titles, laid out on the same grid as its rows. */
export function ListHead({ columns }: { columns: readonly ListColumn[] }) {
  return (
    <div className="work-item-list__head" aria-hidden="true" style={{ gridTemplateColumns: columnTemplate(columns) }}>
      {columns.map((column) => (
        <span key={column.id}>{column.title}</span>
      ))}
    </div>
  );
}
