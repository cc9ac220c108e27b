import { api } from "../http/client";
import { describeError } from "../http/describeError";
import { projectPath } from "./projectPath";
import { showToast } from "./toasts";
import { amendWorkItem, workItemCache } from "./workItemCache";
import { placeInList } from "./workItemList";

export interface DatesUpdate {
  id: string;
  start_date: string | null;
  target_date: string | null;
}

type Dates = Omit<DatesUpdate, "id">;

/** The dates the server last confirmed for each item changed here, which is what a failure goes back to. */
const savedDates = new Map<string, Dates>();
/** The newest change per item: an older answer must not undo a newer change. */
const latestChange = new Map<string, number>();
let nextChange = 0;
/** Saves go one after another, so the server sees a bar's moves in the order they were made. */
let queue: Promise<unknown> = Promise.resolve();

function apply(id: string, dates: Dates): void {
  const item = amendWorkItem(id, { start_date: dates.start_date, target_date: dates.target_date });
  // A list ordered by a date moves the row to where a reload would show it.
  if (item) placeInList(item);
}

/**
 * The timeline's date change (POST .../issue-dates/), optimistic (SPEC.md section 4): the bars move at
 * once; if refused, each item gets its last saved dates back, with a toast and the logged error the
 * SPEC asks for. Answers whether it was saved.
 */
export function updateWorkItemDates(slug: string, projectId: string, updates: readonly DatesUpdate[]): Promise<boolean> {
  const change = ++nextChange;
  for (const { id, ...dates } of updates) {
    const item = workItemCache.byId[id];
    if (!item) continue;
    if (!savedDates.has(id)) savedDates.set(id, { start_date: item.start_date, target_date: item.target_date });
    latestChange.set(id, change);
    apply(id, dates);
  }
  const send = async (): Promise<boolean> => {
    try {
      await api.post<{ message: string }>(`${projectPath(slug, projectId)}/issue-dates/`, { updates });
      for (const { id, ...dates } of updates) settle(id, change, dates);
      return true;
    } catch (error) {
      console.error("Work item dates not updated; the timeline keeps the previous dates and their dependencies.", error);
      for (const { id } of updates) {
        const saved = savedDates.get(id);
        if (latestChange.get(id) === change && saved) apply(id, saved);
        settle(id, change, saved);
      }
      showToast({ tone: "danger", title: "Dates not saved", message: describeError(error, "change the dates") });
      return false;
    }
  };
  const result = queue.then(send);
  queue = result;
  return result;
}

/** Once the newest change of an item is answered, nothing is pending for it and its saved copy can go. */
function settle(id: string, change: number, dates: Dates | undefined): void {
  if (dates) savedDates.set(id, dates);
  if (latestChange.get(id) !== change) return;
  latestChange.delete(id);
  savedDates.delete(id);
}
