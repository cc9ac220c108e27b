import { useEffect } from "react";
import { Link } from "wouter";
import { useSnapshot } from "valtio";
import { workItemKey } from "../../../../api/contract/workItems";
import { PagedList } from "../../components/PagedList";
import { Avatar } from "../../shell/Avatar";
import { loadMoreProfileActivity, loadProfileActivity, profileActivity } from "../../stores/yourWork";
import { activityPhrase } from "../workItems/activitySentence";
import { relativeTime } from "../workItems/relativeTime";

interface Props {
  slug: string;
  userId: string;
  self: boolean;
  name: string | undefined;
}

/** The activity tab: what the person did to work items of the projects the viewer can read, newest first, 50 at a time. */
export function ProfileActivityList({ slug, userId, self, name }: Props) {
  const { owner, items, state, moreState, nextCursor } = useSnapshot(profileActivity);
  useEffect(() => {
    void loadProfileActivity(slug, userId);
  }, [slug, userId]);

  return (
    <PagedList
      current={owner === `${slug}/${userId}`}
      state={state}
      count={items.length}
      loadingText="Loading activity…"
      failedTitle="Could not load the activity"
      onRetry={() => void loadProfileActivity(slug, userId)}
      empty={
        <div className="empty-state">
          <p className="empty-state__title">No activity yet</p>
          <p className="muted">{self ? "What you change in work items shows here, newest first." : `What ${name ?? "this member"} changes in the projects you can open shows here.`}</p>
        </div>
      }
      label="Activity"
      hasMore={Boolean(nextCursor)}
      moreState={moreState}
      moreLabel="Load older activity"
      moreError="The older activity did not load. Check your connection and try again."
      onMore={() => void loadMoreProfileActivity(slug, userId)}
    >
      {items.map((line) => {
        const key = workItemKey(line.project_detail.identifier, line.issue_detail.sequence_id);
        const actor = line.actor_detail;
        return (
          <li key={line.id} className="paged-list__row profile-activity">
            <Avatar name={actor?.display_name ?? "?"} url={actor?.avatar_url} size={24} />
            <div className="profile-activity__text">
              <p>
                <strong>{actor?.display_name ?? "A former member"}</strong> {activityPhrase(line)}
              </p>
              <Link href={`~/${slug}/browse/${key}/`} className="profile-activity__item" title={line.issue_detail.name}>
                <span className="your-work__identifier">{key}</span> {line.issue_detail.name}
              </Link>
            </div>
            <time className="muted paged-list__time" dateTime={line.created_at} title={new Date(line.created_at).toLocaleString()}>
              {relativeTime(line.created_at)}
            </time>
          </li>
        );
      })}
    </PagedList>
  );
}
