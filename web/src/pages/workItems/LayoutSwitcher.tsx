import type { KeyboardEvent } from "react";
import { LAYOUTS, type Layout } from "../../../../api/contract/workItemDisplay";

export const LAYOUT_LABELS: Record<Layout, string> = {
  list: "List",
  kanban: "Board",
  calendar: "Calendar",
  spreadsheet: "Spreadsheet",
  gantt_chart: "Timeline",
};

interface Props {
  value: Layout;
  onChange: (layout: Layout) => void;
}

/** One toggle per layout (SPEC.md section 3), a radio group to assistive technology: arrow keys move and choose. */
export function LayoutSwitcher({ value, onChange }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === "ArrowRight" || event.key === "ArrowDown" ? 1 : event.key === "ArrowLeft" || event.key === "ArrowUp" ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = LAYOUTS[(LAYOUTS.indexOf(value) + step + LAYOUTS.length) % LAYOUTS.length] as Layout;
    onChange(next);
    event.currentTarget.querySelector<HTMLButtonElement>(`[data-layout="${next}"]`)?.focus();
  };
  return (
    <div className="layout-switcher" role="radiogroup" aria-label="Layout" onKeyDown={onKeyDown}>
      {LAYOUTS.map((layout) => (
        <button
          key={layout}
          type="button"
          role="radio"
          data-layout={layout}
          aria-checked={layout === value}
          tabIndex={layout === value ? 0 : -1}
          className="layout-switcher__option"
          onClick={() => onChange(layout)}
        >
          {LAYOUT_LABELS[layout]}
        </button>
      ))}
    </div>
  );
}
