import { NONE_GROUP, type GroupBy } from "../../../../../api/contract/workItemDisplay";
import { STATE_GROUPS } from "../../../stores/projectStates";
import type { ProjectLookups } from "../useProjectLookups";
import { formatDay, PRIORITY_LABELS } from "../workItemDisplay";

const NONE_TITLES: Partial<Record<GroupBy, string>> = {
  state: "No state", labels: "No labels", assignees: "No assignee", created_by: "Unknown creator", target_date: "No target date",
};

/** How a group's header reads, and its colour when it has one (states and labels). */
export function groupTitle(groupBy: GroupBy, key: string, lookups: ProjectLookups): { title: string; color: string | null } {
  // SPEC.md section 9: a grouping without a name falls back to None.
  if (key === NONE_GROUP) return { title: NONE_TITLES[groupBy] ?? "None", color: null };
  switch (groupBy) {
    case "state": {
      const state = lookups.states.find((entry) => entry.id === key);
      return { title: state?.name ?? "Unknown state", color: state?.color ?? null };
    }
    case "state__group":
      return { title: STATE_GROUPS.find((entry) => entry.group === key)?.label ?? key, color: null };
    case "priority":
      return { title: PRIORITY_LABELS[key as keyof typeof PRIORITY_LABELS] ?? key, color: null };
    case "labels": {
      const label = lookups.labels.find((entry) => entry.id === key);
      return { title: label?.name ?? "Unknown label", color: label?.color ?? null };
    }
    case "assignees":
    case "created_by":
      return { title: lookups.members.find((entry) => entry.member.id === key)?.member.display_name ?? "Former member", color: null };
    case "target_date":
      return { title: formatDay(key), color: null };
  }
}
