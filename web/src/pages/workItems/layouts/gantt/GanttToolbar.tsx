import { Button } from "../../../../components/Button";
import { ToggleGroup } from "../../ToggleGroup";
import { SCALE_LABELS, TIMELINE_SCALES, type TimelineScale } from "./timeline";

interface Props {
  scale: TimelineScale;
  onScale: (scale: TimelineScale) => void;
  onToday: () => void;
}

/** The scale switcher (a radio group: arrow keys move and choose) and a way back to today. */
export function GanttToolbar({ scale, onScale, onToday }: Props) {
  return (
    <div className="gantt-toolbar">
      <ToggleGroup label="Timeline scale" options={TIMELINE_SCALES} labels={SCALE_LABELS} value={scale} onChange={onScale} />
      <Button variant="secondary" onClick={onToday}>
        Today
      </Button>
    </div>
  );
}
