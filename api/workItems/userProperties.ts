import type { Knex } from "knex";
import {
  DEFAULT_DISPLAY_FILTERS, DEFAULT_DISPLAY_PROPERTIES, DEFAULT_FILTERS,
  type DisplayFilters, type DisplayProperties, type Filters, type WorkItemViewSettings,
} from "../contract/workItemDisplay.js";
import { IssueUserProperty } from "../../db/models/IssueUserProperty.js";

/** Saved settings over the defaults, so a key added later reads its default for people who saved before. */
function withDefaults(saved: Partial<Record<keyof WorkItemViewSettings, Record<string, unknown>>> | undefined): WorkItemViewSettings {
  const displayFilters = { ...DEFAULT_DISPLAY_FILTERS, ...saved?.display_filters } as DisplayFilters;
  return {
    filters: { ...DEFAULT_FILTERS, ...saved?.filters } as Filters,
    display_filters: {
      ...displayFilters,
      calendar: { ...DEFAULT_DISPLAY_FILTERS.calendar, ...displayFilters.calendar },
      kanban_filters: { ...DEFAULT_DISPLAY_FILTERS.kanban_filters, ...displayFilters.kanban_filters },
    },
    display_properties: { ...DEFAULT_DISPLAY_PROPERTIES, ...saved?.display_properties } as DisplayProperties,
  };
}

/** A person's settings for a project's list, or the defaults when they never saved any (nothing is written). */
export async function loadViewSettings(db: Knex, projectId: string, userId: string): Promise<WorkItemViewSettings> {
  const saved = await IssueUserProperty.query(db).findOne({ project_id: projectId, user_id: userId });
  return withDefaults(saved);
}
