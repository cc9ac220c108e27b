import type { Project } from "../../db/models/Project.js";
import type { WorkItemViewSettings } from "../contract/workItemDisplay.js";
import type { WorkItemUserPropertiesShape } from "../contract/workItemShapes.js";

/** Plane's project user properties: the person's view settings and whose and where they are. */
export function presentWorkItemUserProperties(settings: WorkItemViewSettings, project: Project, userId: string): WorkItemUserPropertiesShape {
  return {
    user: userId,
    project: project.id,
    workspace: project.workspace_id,
    filters: settings.filters,
    display_filters: settings.display_filters,
    display_properties: settings.display_properties,
  };
}
