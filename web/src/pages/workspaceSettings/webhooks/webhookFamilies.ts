import type { WebhookFamily } from "../../../../../api/contract/webhookShapes";

/** What each event family sends, in the words of the settings screen. */
export const FAMILY_LABELS: Record<WebhookFamily, string> = {
  project: "Projects",
  issue: "Work items",
  issue_comment: "Work item comments",
  state: "States",
  label: "Labels",
};
