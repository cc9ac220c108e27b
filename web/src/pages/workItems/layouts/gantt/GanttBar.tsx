import type { KeyboardEvent } from "react";
import { barBox, changedDates, describeDates, type BarChange, type ItemDates } from "./barDates";
import type { DayRange } from "./timeline";
import { useBarDrag } from "./useBarDrag";

interface Props {
  dates: ItemDates;
  /** The item's key and name, for the accessible name. */
  title: string;
  /** The item's name, written on the bar (the key is beside it in the sidebar). */
  name: string;
  range: DayRange;
  dayWidth: number;
  canEdit: boolean;
  /** Id of the visually hidden sentence explaining the keys. */
  hintId: string;
  onOpen: () => void;
  onChange: (dates: ItemDates) => void;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * One item's bar. Members drag it to move both dates or drag an end to change one (snapped to days); from
 * the keyboard Left/Right move it a day and Shift+Left/Right change the target date. A click or Enter opens it.
 */
export function GanttBar({ dates, title, name, range, dayWidth, canEdit, hintId, onOpen, onChange }: Props) {
  const commit = (change: BarChange, days: number) => onChange(changedDates(dates, change, days));
  const { preview, begin, handlers } = useBarDrag({ dayWidth, onCommit: commit, onClick: onOpen });
  const shown = preview ? changedDates(dates, preview.change, preview.days) : dates;
  const box = barBox(shown, range, dayWidth);
  if (!box) return null;
  const ranged = shown.start_date !== null && shown.target_date !== null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onOpen();
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!canEdit || step === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    commit(event.shiftKey ? "end" : "move", step);
  };

  return (
    <div
      role="button"
      tabIndex={0}
      className={`gantt-bar${preview ? " gantt-bar--dragging" : ""}${ranged ? "" : " gantt-bar--single"}`}
      style={{ left: box.left, width: Math.max(box.width, dayWidth) }}
      aria-label={`${title}, ${describeDates(shown)}`}
      aria-describedby={hintId}
      data-start={shown.start_date ?? undefined}
      data-target={shown.target_date ?? undefined}
      onKeyDown={onKeyDown}
      {...(canEdit ? { onPointerDown: begin("move"), ...handlers } : { onClick: onOpen })}
    >
      {canEdit && ranged && <span className="gantt-bar__handle gantt-bar__handle--start" aria-hidden="true" onPointerDown={begin("start")} />}
      <span className="gantt-bar__label">{name}</span>
      {canEdit && ranged && <span className="gantt-bar__handle gantt-bar__handle--end" aria-hidden="true" onPointerDown={begin("end")} />}
    </div>
  );
}
