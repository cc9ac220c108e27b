import type { AnyEventEnvelope } from "../../../../api/contract/events";
import { workItemCache } from "../../stores/workItemCache";
import { refreshHistory, workItemDetail } from "../../stores/workItemDetail";
import { slugOfOpenWorkspace } from "./currentWorkspace";

/**
 * The open item's activity timeline gains a line for most changes to the item or to what hangs off it; the
 * lines are the server's to word, so the newer ones are asked for (once for a burst of events).
 */
const WAIT_MS = 150;
let waiting: ReturnType<typeof setTimeout> | null = null;

/** The work item an event is about: itself, or the item its comment, link, reaction... hangs off. */
function itemOf(event: AnyEventEnvelope): string[] {
  if (event.name.startsWith("work_item.")) return [event.id];
  const data = event.data as Partial<Record<"issue" | "issue_id" | "related_issue_id", string | null>>;
  return [data.issue, data.issue_id, data.related_issue_id].filter((id): id is string => typeof id === "string");
}

export function followActivity(event: AnyEventEnvelope): void {
  const open = workItemDetail.id;
  if (!open || workItemDetail.historyState !== "ready" || !itemOf(event).includes(open) || waiting) return;
  waiting = setTimeout(() => {
    waiting = null;
    const slug = slugOfOpenWorkspace(event.workspace_id);
    const projectId = workItemCache.byId[open]?.project_id;
    if (slug && projectId && workItemDetail.id === open) void refreshHistory(slug, projectId, open);
  }, WAIT_MS);
}
