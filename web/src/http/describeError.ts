import { ApiError } from "./client";

/**
 * How a refused field reads in a sentence. The API names fields as its wire does (label_ids); the rest
 * read well enough as their last path part with spaces.
 */
const FIELD_NAMES: Partial<Record<string, string>> = {
  url: "the URL",
  issues: "the work item list",
  issue_ids: "the work item list",
  state_id: "the state",
  parent_id: "the parent",
  parent: "the parent label",
  label_ids: "the label list",
  assignee_ids: "the assignee list",
  start_date: "the start date",
  target_date: "the due date",
  comment_html: "the comment",
  description_html: "the description",
  project_id: "the project",
  lead_id: "the project lead",
  member_id: "the member",
};

function fieldName(path: string): string {
  const last = path.split(".").pop() ?? path;
  return FIELD_NAMES[last] ?? `the ${last.replace(/_/g, " ")}`;
}

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * A sentence a person can act on, for a failed request: what went wrong and what to do. `action` is
 * what was being attempted ("save your profile"). The API's own words are for programmers and Plane's
 * clients ("Issue not found"), so each status gets its own advice, and a refused field is named in words.
 */
export function describeError(error: unknown, action: string): string {
  if (!(error instanceof ApiError)) {
    return `Could not ${action}: Cairn did not answer. Check your connection and try again.`;
  }
  const { status, body } = error;
  const detail = body.details?.[0];
  if (status === 400 && detail) return `Could not ${action}: ${fieldName(detail.path)} ${sentence(detail.message)} Correct it and try again.`;
  if (status === 401) return `Could not ${action}: your session has ended. Sign in again.`;
  if (status === 403) return `Could not ${action}: the request was refused. Reload the page and try again.`;
  if (status === 404) return `Could not ${action}: it is no longer there, or you no longer have access to it. Reload the page to see what is there now.`;
  if (status === 429) return `Could not ${action}: too many attempts. Wait a few minutes and try again.`;
  if (status >= 500) return `Could not ${action}: something went wrong on Cairn's side. Try again in a moment.`;
  const reason = body.error ? sentence(body.error) : `Cairn answered ${status}.`;
  const advice = status === 409 ? "Reload the page to see the latest, then try again." : "Check what you entered and try again.";
  return `Could not ${action}: ${reason} ${advice}`;
}
