import { proxy } from "valtio";
import type { ProfileType } from "../../../api/contract/workItemDisplay";
import { ApiError, api } from "../http/client";
import type { ProfileActivity, ProfileStats, ProfileSummary, WorkItemPage } from "../http/types";
import type { LoadState } from "./loadOwned";
import { emptyPagedList, pagedListActions, type PagedList } from "./pagedList";
import { putWorkItem } from "./workItemCache";

/**
 * A member's work in a workspace (SPEC.md section 2, "your work" and the profile tabs): the header and
 * summary, one tab's work items, and the activity. Each is owned by `${slug}/${userId}` (the list also by
 * its tab), so another person's never shows under this one's name.
 */

export interface ProfileOverview {
  stats: ProfileStats;
  summary: ProfileSummary;
  /** Assigned, not done, and due today or before (isOverdue of the contract). */
  overdue: number;
  /** Assigned, not done, and due in the coming week. */
  dueSoon: number;
}

export const profileOverview = proxy<{ owner: string | null; data: ProfileOverview | null; state: LoadState | "not-found" }>({ owner: null, data: null, state: "idle" });

export const profileWorkItems = proxy<PagedList>(emptyPagedList());
const workItemList = pagedListActions(profileWorkItems, { perPage: 100, onItems: (items) => items.forEach(putWorkItem) });

export const profileActivity = proxy<PagedList<ProfileActivity>>(emptyPagedList<ProfileActivity>());
const activityList = pagedListActions(profileActivity);

const base = (slug: string, path: string, userId: string) => `/api/workspaces/${encodeURIComponent(slug)}/${path}/${encodeURIComponent(userId)}/`;
const itemsUrl = (slug: string, userId: string, type: ProfileType) => `${base(slug, "user-issues", userId)}?type=${type}`;
/** Not yet completed or cancelled: what can still be late. */
const OPEN_GROUPS = "backlog,unstarted,started";

let overviewRequest = 0;

/** Days on the viewer's calendar (yyyy-MM-dd) that bound "overdue" and "due soon". */
export interface DueDays {
  today: string;
  tomorrow: string;
  weekAhead: string;
}

/** The person, their counts and projects. */
export async function loadProfileOverview(slug: string, userId: string, { today, tomorrow, weekAhead }: DueDays): Promise<void> {
  const owner = `${slug}/${userId}`;
  const request = ++overviewRequest;
  if (profileOverview.owner !== owner) {
    profileOverview.owner = owner;
    profileOverview.data = null;
    profileOverview.state = "idle";
  }
  if (profileOverview.state !== "ready") profileOverview.state = "loading";
  // The assigned list's total under a due-date filter: a count the server already knows how to take.
  const countDue = async (bounds: string) =>
    (await api.get<WorkItemPage>(`${itemsUrl(slug, userId, "assigned")}&state_group=${OPEN_GROUPS}&target_date=${encodeURIComponent(bounds)}&per_page=1`)).total_count;
  try {
    const [stats, summary, overdue, dueSoon] = await Promise.all([
      api.get<ProfileStats>(base(slug, "user-stats", userId)),
      api.get<ProfileSummary>(base(slug, "user-profile", userId)),
      countDue(`${today};before`),
      countDue(`${tomorrow};after,${weekAhead};before`),
    ]);
    if (request !== overviewRequest) return;
    profileOverview.data = { stats, summary, overdue, dueSoon };
    profileOverview.state = "ready";
  } catch (error) {
    if (request !== overviewRequest) return;
    profileOverview.state = error instanceof ApiError && error.status === 404 ? "not-found" : "error";
  }
}

export const loadProfileWorkItems = (slug: string, userId: string, type: ProfileType): Promise<void> => workItemList.load(`${slug}/${userId}/${type}`, itemsUrl(slug, userId, type));

/** The next page, asked for as the table scrolls near its end; a failure keeps the rows shown. */
export const loadMoreProfileWorkItems = (slug: string, userId: string, type: ProfileType): Promise<void> =>
  workItemList.loadMore(`${slug}/${userId}/${type}`, itemsUrl(slug, userId, type));

export const loadProfileActivity = (slug: string, userId: string): Promise<void> => activityList.load(`${slug}/${userId}`, base(slug, "user-activity", userId));

export const loadMoreProfileActivity = (slug: string, userId: string): Promise<void> => activityList.loadMore(`${slug}/${userId}`, base(slug, "user-activity", userId));
