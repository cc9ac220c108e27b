import { Link } from "wouter";
import type { Snapshot } from "valtio";
import { STATE_GROUPS } from "../../stores/projectStates";
import type { ProfileOverview } from "../../stores/yourWork";
import { PRIORITY_LABELS } from "../workItems/workItemDisplay";
import { Distribution } from "./Distribution";
import { ProjectShares } from "./ProjectShares";

interface Props {
  base: string;
  overview: Snapshot<ProfileOverview>;
}

const groupLabel = new Map(STATE_GROUPS.map(({ group, label }) => [group, label]));

/** The summary tab: the counts (each list's count leads to it), the assigned items by state and by priority, and the split by project. */
export function ProfileSummary({ base, overview }: Props) {
  const { stats, summary, overdue, dueSoon } = overview;
  const counts = [
    { label: "Assigned", value: stats.assigned_issues, href: `${base}/assigned/` },
    { label: "Created", value: stats.created_issues, href: `${base}/created/` },
    { label: "Subscribed", value: stats.subscribed_issues, href: `${base}/subscribed/` },
    { label: "To do", value: stats.pending_issues, hint: "assigned, not completed or cancelled" },
    { label: "Completed", value: stats.completed_issues, hint: "assigned, in a completed state" },
    { label: "Overdue", value: overdue, hint: "assigned, not done, due today or before", alert: overdue > 0 },
    { label: "Due this week", value: dueSoon, hint: "assigned, not done, due in the next 7 days" },
  ];
  return (
    <div className="your-work__summary">
      <ul className="your-work__counts" aria-label="Counts">
        {counts.map((count) => {
          const body = (
            <>
              <span className="your-work__count-value">{count.value}</span>{" "}
              <span className="your-work__count-label">{count.label}</span>
              {count.hint && <span className="visually-hidden"> ({count.hint})</span>}
            </>
          );
          return (
            <li key={count.label} className={`your-work__count${count.alert ? " your-work__count--alert" : ""}`} title={count.hint}>
              {count.href ? (
                <Link href={`~${count.href}`} className="your-work__count-link">
                  {body}
                </Link>
              ) : (
                <div className="your-work__count-link">{body}</div>
              )}
            </li>
          );
        })}
      </ul>
      <div className="your-work__charts">
        <Distribution
          title="Assigned by state"
          rows={stats.state_distribution.map((row) => ({ key: row.state_group, label: groupLabel.get(row.state_group) ?? row.state_group, count: row.state_count }))}
        />
        <Distribution title="Assigned by priority" rows={stats.priority_distribution.map((row) => ({ key: row.priority, label: PRIORITY_LABELS[row.priority], count: row.priority_count }))} />
      </div>
      <ProjectShares projects={summary.project_data} />
    </div>
  );
}
