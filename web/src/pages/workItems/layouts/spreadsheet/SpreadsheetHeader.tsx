import type { OrderBy } from "../../../../../../api/contract/workItemDisplay";
import { nextOrderBy, sortDirection, type SpreadsheetColumn } from "./columns";

interface Props {
  columns: readonly SpreadsheetColumn[];
  orderBy: OrderBy;
  /** Absent when the order cannot be changed here; the headers then only say how it is sorted. */
  onSort?: (orderBy: OrderBy) => void;
}

const ARROWS = { ascending: "↑", descending: "↓", none: "" } as const;

/** The sticky header row; a sortable column's title is a button toggling its direction. */
export function SpreadsheetHeader({ columns, orderBy, onSort }: Props) {
  return (
    <div role="row" aria-rowindex={1} className="spreadsheet__row spreadsheet__row--head">
      <div role="columnheader" className="spreadsheet__cell spreadsheet__cell--name">
        Work item
      </div>
      {columns.map((column) => {
        const direction = sortDirection(column, orderBy);
        const { sortField } = column;
        return (
          <div key={column.property} role="columnheader" aria-sort={sortField ? direction : undefined} className="spreadsheet__cell">
            {sortField && onSort ? (
              <button type="button" className="spreadsheet__sort" onClick={() => onSort(nextOrderBy({ ...column, sortField }, orderBy))}>
                {column.title}
                <span aria-hidden="true">{ARROWS[direction]}</span>
              </button>
            ) : (
              column.title
            )}
          </div>
        );
      })}
    </div>
  );
}
