import { useRef } from "react";
import { Button } from "../../../components/Button";
import { changeWorkItemView } from "../../../stores/workItemView";
import { appliedFilters, describeFilterValue, toggledValues } from "./filterOptions";
import type { ViewMenuProps } from "./viewMenuProps";
import "./ViewMenus.css";

/**
 * The row under the work items header naming every applied filter, each with its own remove button,
 * and "Clear all". Nothing shows while no filter applies.
 */
export function AppliedFilters({ slug, project, lookups, settings }: ViewMenuProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const applied = appliedFilters(settings.filters);
  if (applied.length === 0) return null;
  const cleared = Object.fromEntries(applied.map(({ key }) => [key, null]));

  const remove = (key: (typeof applied)[number]["key"], values: readonly string[], value: string, button: HTMLButtonElement) => {
    // The pressed button goes away with its chip; keyboard users keep their place on a neighbouring chip.
    const buttons = [...(rowRef.current?.querySelectorAll<HTMLButtonElement>(".applied-filters__remove") ?? [])];
    const index = buttons.indexOf(button);
    const neighbour = buttons[index + 1] ?? buttons[index - 1];
    void changeWorkItemView(slug, project.id, { filters: { [key]: toggledValues(values, value, false) } });
    requestAnimationFrame(() => neighbour?.focus());
  };

  return (
    <div ref={rowRef} className="applied-filters" role="group" aria-label="Applied filters">
      {applied.map(({ key, title, values }) => (
        <span key={key} className="applied-filters__group">
          <span className="applied-filters__title">{title}</span>
          {values.map((value) => {
            const text = describeFilterValue(key, value, lookups);
            return (
              <span key={value} className="applied-filters__chip">
                <span>{text}</span>
                <button
                  type="button"
                  className="applied-filters__remove"
                  aria-label={`Remove filter ${title}: ${text}`}
                  onClick={(event) => remove(key, values, value, event.currentTarget)}
                >
                  ×
                </button>
              </span>
            );
          })}
        </span>
      ))}
      <Button variant="link" onClick={() => void changeWorkItemView(slug, project.id, { filters: cleared })}>
        Clear all
      </Button>
    </div>
  );
}
