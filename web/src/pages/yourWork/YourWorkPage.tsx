import { Redirect, Route, Switch } from "wouter";
import { useSnapshot } from "valtio";
import type { RoleValue } from "../../http/types";
import { isGuest } from "../../stores/memberRules";
import { session } from "../../stores/session";
import { MembersOnly } from "../workspace/ComingWithFeature";
import { ProfilePage } from "./ProfilePage";
import "./YourWork.css";

/**
 * /{slug}/profile/...: "your work" (SPEC.md section 2), for admins and members. /profile/ alone is the
 * signed-in person's own; /profile/{userId}/ and its tabs are anyone's of the workspace.
 */
export function YourWorkPage({ slug, role }: { slug: string; role: RoleValue }) {
  const { user } = useSnapshot(session);
  if (isGuest(role)) return <MembersOnly title="Your work" />;
  return (
    <Switch>
      <Route path="/">{user && <Redirect to={`/${user.id}/`} replace />}</Route>
      <Route path="/:userId" nest>
        {(params) => <ProfilePage slug={slug} userId={params.userId} self={params.userId === user?.id} />}
      </Route>
    </Switch>
  );
}
