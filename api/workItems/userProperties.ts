import type { Knex } from "knex";
import {
  DEFAULT_DISPLAY_FILTERS, DEFAULT_DISPLAY_PROPERTIES, DEFAULT_FILTERS, mergeViewSettings,
  type DisplayFilters, type DisplayProperties, type Filters, type WorkItemViewSettings,
} from "../contract/workItemDisplay.js";
import { IssueUserProperty } from "../../db/models/IssueUserProperty.js";
import type { Project } from "../../db/models/Project.js";
import type { WorkItemUserPropertiesUpdateReq } from "../routes/workItems/userPropertiesSchema.js";

/** Saved settings over the defaults, so a key added later reads its default for people who saved before. */
function withDefaults(saved: Partial<Record<keyof WorkItemViewSettings, Record<string, unknown>>> | undefined): WorkItemViewSettings {
  const displayFilters = { ...DEFAULT_DISPLAY_FILTERS, ...saved?.display_filters } as DisplayFilters;
  return {
    filters: { ...DEFAULT_FILTERS, ...saved?.filters } as Filters,
    display_filters: { ...displayFilters, calendar: { ...DEFAULT_DISPLAY_FILTERS.calendar, ...displayFilters.calendar } },
    display_properties: { ...DEFAULT_DISPLAY_PROPERTIES, ...saved?.display_properties } as DisplayProperties,
  };
}

/** A person's settings for a project's list, or the defaults when they never saved any (nothing is written). */
export async function loadViewSettings(db: Knex, projectId: string, userId: string): Promise<WorkItemViewSettings> {
  const saved = await IssueUserProperty.query(db).findOne({ project_id: projectId, user_id: userId });
  return withDefaults(saved);
}

/**
 * Merges the change over what is saved, applies the display filter rules of SPEC.md section 4 and
 * stores the result (one row per person and project; concurrent saves resolve on the unique key).
 */
export async function saveViewSettings(trx: Knex, project: Project, userId: string, change: WorkItemUserPropertiesUpdateReq): Promise<WorkItemViewSettings> {
  const current = await loadViewSettings(trx, project.id, userId);
  const next = mergeViewSettings(current, change);
  const json = (value: unknown) => JSON.stringify(value);
  await trx("issue_user_properties")
    .insert({
      workspace_id: project.workspace_id,
      project_id: project.id,
      user_id: userId,
      filters: json(next.filters),
      display_filters: json(next.display_filters),
      display_properties: json(next.display_properties),
    })
    .onConflict(["project_id", "user_id"])
    .merge({ filters: json(next.filters), display_filters: json(next.display_filters), display_properties: json(next.display_properties), updated_at: trx.fn.now() });
  return next;
}
