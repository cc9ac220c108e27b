import type { Snapshot } from "valtio";
import type { Project } from "../../../http/types";
import type { WorkItemViewSettings } from "../../../../../api/contract/workItemDisplay";
import type { ProjectLookups } from "../useProjectLookups";

/** What every work item layout (list, kanban, spreadsheet, calendar, gantt) is given by the work items page. */
export interface LayoutProps {
  slug: string;
  project: Project;
  lookups: ProjectLookups;
  /** The person's saved filters, display filters and display properties for this project. */
  settings: Snapshot<WorkItemViewSettings>;
  /** Member or above (SPEC.md section 6): may create, edit and drag; guests only look. */
  canEdit: boolean;
  /** Opens the item in the peek overview over the layout. */
  onOpen: (id: string) => void;
}
