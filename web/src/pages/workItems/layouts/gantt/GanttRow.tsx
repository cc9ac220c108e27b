import type { MouseEvent } from "react";
import type { Snapshot } from "valtio";
import type { WorkItem } from "../../../../http/types";
import type { ItemDates } from "./barDates";
import { newDates } from "./barDates";
import { GanttBar } from "./GanttBar";
import type { DayRange } from "./timeline";

interface Props {
  item: Snapshot<WorkItem>;
  /** IDENT-seq, or null for a quick-add row the server has not answered yet. */
  itemKey: string | null;
  range: DayRange;
  dayWidth: number;
  today: number;
  canEdit: boolean;
  hintId: string;
  onOpen: (id: string) => void;
  onChange: (id: string, dates: ItemDates) => void;
}

/** One item: its key and name on the left (opens the peek), its bar, or a way to give it dates, on the right. */
export function GanttRow({ item, itemKey, range, dayWidth, today, canEdit, hintId, onOpen, onChange }: Props) {
  const title = itemKey ? `${itemKey} ${item.name}` : item.name;
  const undated = item.start_date === null && item.target_date === null;
  const editable = canEdit && itemKey !== null;

  // A click on an empty row's track gives the item dates from the day clicked.
  const onTrackClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!editable || !undated || event.target !== event.currentTarget) return;
    const left = event.currentTarget.getBoundingClientRect().left;
    onChange(item.id, newDates(range.from + Math.floor((event.clientX - left) / dayWidth), dayWidth));
  };

  return (
    <>
      <button type="button" className="gantt-row__item" onClick={() => onOpen(item.id)} disabled={itemKey === null}>
        {itemKey && <span className="gantt-row__key">{itemKey}</span>}
        <span className="gantt-row__name">{item.name}</span>
      </button>
      <div className={`gantt-row__track${editable && undated ? " gantt-row__track--empty" : ""}`} onClick={onTrackClick}>
        {undated ? (
          editable && (
            <button type="button" className="gantt-row__add" onClick={() => onChange(item.id, newDates(today, dayWidth))} aria-label={`Add dates to ${title}, starting today`}>
              Add dates
            </button>
          )
        ) : (
          <GanttBar
            dates={{ start_date: item.start_date, target_date: item.target_date }}
            title={title}
            name={item.name}
            range={range}
            dayWidth={dayWidth}
            canEdit={editable}
            hintId={hintId}
            onOpen={() => onOpen(item.id)}
            onChange={(dates) => onChange(item.id, dates)}
          />
        )}
      </div>
    </>
  );
}
