import { useState } from "react";
import { changeWorkItemView } from "../../../stores/workItemView";
import { DateFilterSection } from "./DateFilterSection";
import { appliedFilters, DATE_PRESETS, FILTER_SECTIONS, filterOptions, isDateKey, toggledValues, type FilterOption, type MenuFilterKey } from "./filterOptions";
import { FilterSection } from "./FilterSection";
import type { ViewMenuProps } from "./viewMenuProps";
import { ViewPopover } from "./ViewPopover";

const matches = (text: string, query: string) => text.toLocaleLowerCase().includes(query);

/** A section whose title matches the search keeps every option; otherwise only matching options stay. */
function searched(title: string, options: readonly FilterOption[], query: string): readonly FilterOption[] {
  return !query || matches(title, query) ? options : options.filter((option) => matches(option.label, query));
}

/** The open panel; its search starts empty each time the menu opens. */
function FiltersPanel({ slug, project, lookups, settings }: ViewMenuProps) {
  const [search, setSearch] = useState("");
  const query = search.trim().toLocaleLowerCase();
  const filters = settings.filters;
  const save = (key: MenuFilterKey, values: string[] | null) => void changeWorkItemView(slug, project.id, { filters: { [key]: values } });

  const sections = FILTER_SECTIONS.flatMap(({ key, title }) => {
    const values = filters[key] ?? [];
    if (isDateKey(key)) {
      const presets = searched(title, DATE_PRESETS, query);
      const showCustom = !query || matches(title, query) || matches("custom", query);
      if (presets.length === 0 && !showCustom) return [];
      return [<DateFilterSection key={key} title={title} values={values} onChange={(next) => save(key, next)} presets={presets} showCustom={showCustom} />];
    }
    const options = searched(title, filterOptions(key, lookups), query);
    if (options.length === 0 && query) return [];
    return [<FilterSection key={key} title={title} options={options} values={values} onToggle={(value, checked) => save(key, toggledValues(values, value, checked))} />];
  });

  return (
    <>
      <input type="search" className="view-menu__search" aria-label="Search filters" placeholder="Search" value={search} onChange={(event) => setSearch(event.target.value)} />
      <div className="view-menu__body">
        {sections.length > 0 ? sections : <p className="muted view-menu__empty">No filter matches “{search.trim()}”.</p>}
      </div>
    </>
  );
}

/**
 * The header's Filters button (SPEC.md section 3 "Per-scope filters"): a searchable panel of checkbox
 * sections. Each change is saved as the person's filters at once; the list reloads because its query changed.
 */
export function FiltersMenu(props: ViewMenuProps) {
  const count = appliedFilters(props.settings.filters).reduce((sum, entry) => sum + entry.values.length, 0);
  return (
    <ViewPopover label="Filters" count={count} title="Filters">
      <FiltersPanel {...props} />
    </ViewPopover>
  );
}
