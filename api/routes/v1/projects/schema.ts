import { z } from "zod";
import { ProjectCreateSchema, ProjectUpdateSchema } from "../../projects/schema.js";

/**
 * Project bodies on v1, in Plane's field names (ProjectCreateSerializer, ProjectUpdateSerializer), each
 * field checked by the app's own rule. As with Plane's serializers, fields a body may not set are dropped
 * rather than refused, so a client sending Plane fields Cairn has no place for (emoji, timezone,
 * archive_in...) still works.
 */
const app = ProjectUpdateSchema.shape;

/** The feature switches v1 names; `intake_view` is the app's `inbox_view`. */
const features = {
  module_view: app.module_view,
  cycle_view: app.cycle_view,
  issue_views_view: app.issue_views_view,
  page_view: app.page_view,
  intake_view: app.inbox_view,
  is_time_tracking_enabled: app.is_time_tracking_enabled,
  is_issue_type_enabled: app.is_issue_type_enabled,
};

export const V1ProjectCreateSchema = z.object({
  name: ProjectCreateSchema.shape.name,
  identifier: ProjectCreateSchema.shape.identifier,
  description: app.description,
  network: app.network,
  project_lead: app.lead_id,
  logo_props: app.logo_props,
  cover_image: app.cover_image,
  ...features,
});
export type V1ProjectCreateReq = z.infer<typeof V1ProjectCreateSchema>;

export const V1ProjectUpdateSchema = V1ProjectCreateSchema.omit({ identifier: true }).partial();
export type V1ProjectUpdateReq = z.infer<typeof V1ProjectUpdateSchema>;

/** How the app names v1's differently named project fields (for refusals worded by the commands). */
export const V1_PROJECT_RENAMES = { lead_id: "project_lead", inbox_view: "intake_view" };

