import { useState } from "react";

interface DraftRow {
  key: number;
  error?: string;
}

let nextKey = 1;

/** The rows of a "several at once" form (invitees, new members), each with its own inline error. */
export function useDraftRows<Row extends DraftRow>(blank: Omit<Row, "key">) {
  const fresh = () => ({ ...blank, key: nextKey++ }) as Row;
  const [rows, setRows] = useState<Row[]>(() => [fresh()]);
  return {
    rows,
    /** For showing the errors found on submit. */
    setRows,
    /** An edit clears that row's error. */
    update: (key: number, patch: Partial<Row>) => setRows((all) => all.map((row) => (row.key === key ? { ...row, ...patch, error: undefined } : row))),
    remove: (key: number) => setRows((all) => all.filter((row) => row.key !== key)),
    append: () => setRows((all) => [...all, fresh()]),
    /** Back to one empty row, after sending or closing. */
    reset: () => setRows([fresh()]),
  };
}
