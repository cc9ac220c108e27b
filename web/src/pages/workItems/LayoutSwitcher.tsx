import { LAYOUTS, type Layout } from "../../../../api/contract/workItemDisplay";
import { ToggleGroup } from "./ToggleGroup";

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
  return <ToggleGroup label="Layout" options={LAYOUTS} labels={LAYOUT_LABELS} value={value} onChange={onChange} />;
}
