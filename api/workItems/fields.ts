/**
 * The fields a client may write on a work item, as the commands read them. The routes' zod schemas
 * (api/routes/workItems/schema.ts) produce values of this shape; commands declare it here so they never
 * depend on a route.
 */
export interface WorkItemFields {
  name?: string;
  description_html?: string;
  priority?: string;
  state_id?: string | null;
  parent_id?: string | null;
  estimate_point?: string | null;
  assignee_ids?: string[];
  label_ids?: string[];
  start_date?: string | null;
  target_date?: string | null;
  sort_order?: number;
  is_draft?: boolean;
}
