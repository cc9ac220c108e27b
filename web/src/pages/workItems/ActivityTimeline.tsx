import type { Snapshot } from "valtio";
import { Button } from "../../components/Button";
import type { ProjectMember, WorkItemActivity } from "../../http/types";
import { activityPhrase } from "./activitySentence";
import { relativeTime } from "./relativeTime";
import type { LoadState } from "../../stores/loadOwned";

interface Props {
  history: Snapshot<WorkItemActivity[]>;
  state: LoadState;
  members: readonly ProjectMember[];
  onRetry: () => void;
}

/** The item's history as sentences, oldest first: "olive changed the state from Backlog to Done · 2 hours ago". */
export function ActivityTimeline({ history, state, members, onRetry }: Props) {
  const names = new Map(members.map((entry) => [entry.member.id, entry.member.display_name]));
  return (
    <section className="activity" aria-labelledby="activity-title">
      <h2 id="activity-title" className="activity__title">
        Activity
      </h2>
      {state === "loading" || state === "idle" ? (
        <p className="muted" role="status">
          Loading activity…
        </p>
      ) : state === "error" ? (
        <p role="alert">
          The activity did not load.{" "}
          <Button variant="link" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : (
        <ol className="activity__list">
          {history.map((line) => (
            <li key={line.id} className="activity__line">
              <span>
                {/* A deleted account leaves no actor, and someone who has left is no longer in the member list. */}
                <strong>{(line.actor && names.get(line.actor)) ?? "A former member"}</strong> {activityPhrase(line)}
              </span>
              <time className="muted" dateTime={line.created_at} title={new Date(line.created_at).toLocaleString()}>
                {relativeTime(line.created_at)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
