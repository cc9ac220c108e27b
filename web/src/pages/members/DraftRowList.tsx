import type { ReactNode } from "react";
import { Button } from "../../components/Button";

interface Props<Row extends { key: number }> {
  rows: readonly Row[];
  /** Names each row with its number: "Invitee" gives "Invitee 2" and "Remove invitee 2". */
  rowLabel: string;
  /** False once no more rows would make sense. */
  canAppend: boolean;
  onRemove: (key: number) => void;
  onAppend: () => void;
  children: (row: Row, index: number) => ReactNode;
}

/** The numbered rows of a "several at once" form, each removable but the last, and "Add another". */
export function DraftRowList<Row extends { key: number }>({ rows, rowLabel, canAppend, onRemove, onAppend, children }: Props<Row>) {
  return (
    <>
      <ul className="invite-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="invite-row" aria-label={`${rowLabel} ${index + 1}`}>
            {children(row, index)}
            <Button variant="ghost" disabled={rows.length === 1} aria-label={`Remove ${rowLabel.toLowerCase()} ${index + 1}`} onClick={() => onRemove(row.key)}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="link" disabled={!canAppend} onClick={onAppend}>
        Add another
      </Button>
    </>
  );
}
