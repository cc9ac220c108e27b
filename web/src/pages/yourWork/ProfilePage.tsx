import { useCallback, useEffect } from "react";
import { Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import { PROFILE_TYPES, type ProfileType } from "../../../../api/contract/workItemDisplay";
import { LoadFailed } from "../../components/LoadFailed";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { loadProfileOverview, profileOverview } from "../../stores/yourWork";
import { addDays } from "../workItems/layouts/days";
import { localToday } from "../workItems/workItemDisplay";
import { ComingWithFeature } from "../workspace/ComingWithFeature";
import { ProfileActivityList } from "./ProfileActivityList";
import { ProfileHeader } from "./ProfileHeader";
import { ProfileSummary } from "./ProfileSummary";
import { ProfileWorkItems } from "./ProfileWorkItems";

interface Props {
  slug: string;
  userId: string;
  /** Whether it is the signed-in person's own profile, which reads "your work". */
  self: boolean;
}

const isProfileType = (value: string): value is ProfileType => (PROFILE_TYPES as readonly string[]).includes(value);

/** One member's work: who they are and their counts above the tabs Summary, Assigned, Created, Subscribed and Activity. */
export function ProfilePage({ slug, userId, self }: Props) {
  const overview = useSnapshot(profileOverview);
  const current = overview.owner === `${slug}/${userId}`;
  const name = current ? overview.data?.summary.user_data.display_name : undefined;
  useDocumentTitle(self ? "Your work" : `${name ?? "Member"} · Work`);

  const reload = useCallback(() => {
    const today = localToday();
    void loadProfileOverview(slug, userId, { today, tomorrow: addDays(today, 1), weekAhead: addDays(today, 7) });
  }, [slug, userId]);
  useEffect(reload, [reload]);

  if (current && overview.state === "not-found") {
    return <ComingWithFeature title="Member not found" status="No such member" message="This person is not a member of the workspace, or has left it. Pick someone from the workspace's members." />;
  }
  const base = `/${slug}/profile/${userId}`;
  return (
    <section className="your-work" aria-labelledby="your-work-title">
      <ProfileHeader base={base} self={self} overview={current ? overview.data : null} />
      {current && overview.state === "error" ? (
        <LoadFailed title="Could not load this work" onRetry={reload} />
      ) : (
        <Switch>
          <Route path="/">{current && overview.data ? <ProfileSummary base={base} overview={overview.data} /> : <p className="muted" role="status">Loading the summary…</p>}</Route>
          <Route path="/activity/?">
            <ProfileActivityList slug={slug} userId={userId} self={self} name={name} />
          </Route>
          <Route path="/:type/?">
            {(params) =>
              isProfileType(params.type) ? (
                <ProfileWorkItems slug={slug} userId={userId} type={params.type} self={self} name={name} />
              ) : (
                <div className="empty-state">
                  <p className="empty-state__title">No such tab</p>
                  <p className="muted">A profile's tabs are Summary, Assigned, Created, Subscribed and Activity.</p>
                </div>
              )
            }
          </Route>
        </Switch>
      )}
    </section>
  );
}
