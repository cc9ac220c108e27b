import type { KeyboardEvent } from "react";
import { Button } from "../../../../components/Button";
import { SCALE_LABELS, TIMELINE_SCALES, type TimelineScale } from "./timeline";

interface Props {
  scale: TimelineScale;
  onScale: (scale: TimelineScale) => void;
  onToday: () => void;
}

/** The scale switcher (a radio group: arrow keys move and choose) and a way back to today. */
export function GanttToolbar({ scale, onScale, onToday }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TIMELINE_SCALES[(TIMELINE_SCALES.indexOf(scale) + step + TIMELINE_SCALES.length) % TIMELINE_SCALES.length] as TimelineScale;
    onScale(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-scale="${next}"]`)?.focus();
  };
  return (
    <div className="gantt-toolbar">
      <div className="layout-switcher" role="radiogroup" aria-label="Timeline scale" onKeyDown={onKeyDown}>
        {TIMELINE_SCALES.map((option) => (
          <button
            key={option}
            type="button"
            role="radio"
            data-scale={option}
            aria-checked={option === scale}
            tabIndex={option === scale ? 0 : -1}
            className="layout-switcher__option"
            onClick={() => onScale(option)}
          >
            {SCALE_LABELS[option]}
          </button>
        ))}
      </div>
      <Button variant="secondary" onClick={onToday}>
        Today
      </Button>
    </div>
  );
}
