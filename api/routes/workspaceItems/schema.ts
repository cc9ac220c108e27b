import { z } from "zod";
import { uuid } from "../fields.js";
import { isUuid } from "../../findInScope.js";
import { SEARCH_TEXT_MAX_LENGTH } from "../../contract/searchShapes.js";
import { globalViewOrderBy, PROFILE_TYPES, WORKSPACE_VIEWS } from "../../contract/workItemDisplay.js";
import { cursorPage, type WorkItemListRequest } from "../../workItems/list/request.js";
import { cursor } from "../workItems/listSchema.js";

/** SPEC.md sections 7 and 9: the workspace drafts list pages 50 at a time. */
export const DRAFTS_PER_PAGE = 50;

/** Plane's `project` filter of workspace views: a comma-separated list of project ids. */
const projectList = z.string({ error: "must be given once, as a comma-separated list" }).transform((value, ctx) => {
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isUuid(entry));
  if (bad !== undefined) {
    ctx.addIssue({ code: "custom", message: `${JSON.stringify(bad)} is not a UUID` });
    return z.NEVER;
  }
  return entries;
});


/**
 * What workspace lists read beside the project list's query (api/routes/workItems/listSchema.ts, parsed
 * alongside): the built-in view, the profile tab, and the project filter. Unknown keys stay ignored.
 */
export const WorkspaceViewSchema = z.object({
  view: z.enum(WORKSPACE_VIEWS, { error: `must be one of ${WORKSPACE_VIEWS.join(", ")}` }).optional(),
  type: z.enum(PROFILE_TYPES, { error: `must be one of ${PROFILE_TYPES.join(", ")}` }).optional(),
  project: projectList.optional(),
});
export type WorkspaceViewReq = z.infer<typeof WorkspaceViewSchema>;

/** The project a workspace draft is made in; the rest of the body is a work item create body. */
export const DraftProjectSchema = z.object({ project_id: uuid });

/**
 * Workspace lists are spreadsheet lists: never grouped, and Plane's "sort_order" (the default) becomes
 * -created_at (SPEC.md section 4, global views). A draft page is 50 unless the client asked otherwise.
 */
export function spreadsheetRequest(request: WorkItemListRequest, query: Record<string, unknown>, perPageDefault?: number): WorkItemListRequest {
  const askedSize = query.per_page !== undefined || query.cursor !== undefined;
  return {
    ...request,
    perPage: perPageDefault !== undefined && !askedSize ? perPageDefault : request.perPage,
    groupBy: null,
    subGroupBy: null,
    orderBy: globalViewOrderBy(request.orderBy),
  };
}

/** A profile's activity pages 50 lines at a time, and never more than 100 in one answer. */
export const PROFILE_ACTIVITY_PER_PAGE = 50;
const PROFILE_ACTIVITY_PER_PAGE_MAX = 100;

/** The query of GET .../user-activity/{userId}/: Plane's per_page and cursor. */
export const ProfileActivitySchema = z
  .object({
    per_page: z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(1).max(PROFILE_ACTIVITY_PER_PAGE_MAX).optional(),
    cursor: cursor.optional(),
  })
  .transform((query) => cursorPage(query, PROFILE_ACTIVITY_PER_PAGE, PROFILE_ACTIVITY_PER_PAGE_MAX));
export type ProfileActivityReq = z.infer<typeof ProfileActivitySchema>;

/** Plane's workspace search: `search` is the text typed; Plane's other switches (workspace_search, project_id) are ignored. */
export const WorkspaceSearchSchema = z.object({
  search: z
    // A repeated parameter arrives as a list.
    .string({ error: (issue) => (issue.input === undefined ? "is required" : "must be given once") })
    .trim()
    .min(1, "must not be empty")
    .max(SEARCH_TEXT_MAX_LENGTH, `must be at most ${SEARCH_TEXT_MAX_LENGTH} characters`),
});
export type WorkspaceSearchReq = z.infer<typeof WorkspaceSearchSchema>;
