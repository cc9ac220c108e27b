import { type DisplayFilters, type GroupBy, type OrderBy } from "../../../../../api/contract/workItemDisplay";
import { Switch } from "../../../components/Switch";
import { changeWorkItemView } from "../../../stores/workItemView";
import {
  DISPLAY_PROPERTY_LABELS, GROUP_BY_LABELS, groupByChoices, LAYOUT_DISPLAY_OPTIONS, OFFERED_DISPLAY_PROPERTIES, orderByChoices, subGroupByChoices,
} from "./displayOptions";
import { DisplaySelect } from "./DisplaySelect";
import type { ViewMenuProps } from "./viewMenuProps";
import { ViewPopover } from "./ViewPopover";

/** A select's value for "no grouping"; the saved settings say null. */
const NONE = "";

const groupChoice = (groupBy: GroupBy | null) => ({ value: groupBy ?? NONE, label: groupBy ? GROUP_BY_LABELS[groupBy] : "None" });
const asGroupBy = (value: string) => (value === NONE ? null : (value as GroupBy));

/**
 * The header's Display button (SPEC.md sections 3 and 4): grouping, ordering, the extra options and
 * which properties rows show, limited to what the open layout uses. Every change is saved at once;
 * the section 4 rules (no sub-group without a group, none equal to it) apply locally and on the server.
 */
export function DisplayMenu({ slug, project, settings }: ViewMenuProps) {
  const display = settings.display_filters;
  const properties = settings.display_properties;
  const shows = LAYOUT_DISPLAY_OPTIONS[display.layout];
  const saveDisplay = (change: Partial<DisplayFilters>) => void changeWorkItemView(slug, project.id, { display_filters: change });

  return (
    <ViewPopover label="Display" title="Display">
      <div className="view-menu__body">
        {shows.groupBy && (
          <DisplaySelect label="Group by" value={display.group_by ?? NONE} options={groupByChoices(display.layout).map(groupChoice)} onChange={(value) => saveDisplay({ group_by: asGroupBy(value) })} />
        )}
        {shows.subGroupBy && display.group_by && (
          <DisplaySelect
            label="Sub-group by"
            value={display.sub_group_by ?? NONE}
            options={subGroupByChoices(display.group_by).map(groupChoice)}
            onChange={(value) => saveDisplay({ sub_group_by: asGroupBy(value) })}
          />
        )}
        {shows.orderBy && (
          <DisplaySelect label="Order by" value={display.order_by} options={orderByChoices(display.order_by)} onChange={(value) => saveDisplay({ order_by: value as OrderBy })} />
        )}
        <div className="display-menu__switches">
          <Switch label="Show sub-issues" checked={display.sub_issue} onChange={(checked) => saveDisplay({ sub_issue: checked })} />
          {shows.showEmptyGroups && display.group_by && (
            <Switch label="Show empty groups" checked={display.show_empty_groups} onChange={(checked) => saveDisplay({ show_empty_groups: checked })} />
          )}
        </div>
        {shows.properties && (
          <fieldset className="display-menu__properties">
            <legend className="filter-section__title">Display properties</legend>
            {OFFERED_DISPLAY_PROPERTIES.map((key) => (
              <button
                key={key}
                type="button"
                className="display-menu__property"
                aria-pressed={properties[key]}
                onClick={() => void changeWorkItemView(slug, project.id, { display_properties: { [key]: !properties[key] } })}
              >
                {DISPLAY_PROPERTY_LABELS[key]}
              </button>
            ))}
          </fieldset>
        )}
      </div>
    </ViewPopover>
  );
}
