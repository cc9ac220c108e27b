import type { Snapshot } from "valtio";
import type { Project } from "../../../http/types";
import type { WorkItemViewSettings } from "../../../../../api/contract/workItemDisplay";
import type { ProjectLookups } from "../useProjectLookups";

/** What the work items page gives each of its header menus (and the applied filters row). */
export interface ViewMenuProps {
  slug: string;
  project: Project;
  lookups: ProjectLookups;
  settings: Snapshot<WorkItemViewSettings>;
}
