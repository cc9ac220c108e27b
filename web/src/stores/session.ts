import { proxy } from "valtio";
import { ApiError, api } from "../http/client";
import type { CurrentUser, InstanceInfo, UserProfile } from "../http/types";

/** The authentication app states of SPEC.md section 4. */
export type AuthStatus = "init" | "non-authenticated" | "onboarding" | "authenticated";

interface SessionStore {
  status: AuthStatus;
  user: CurrentUser | null;
  profile: UserProfile | null;
  instance: InstanceInfo | null;
  /** A failure to reach the server at all (not a 401), shown instead of the app. */
  loadError: string | null;
}

export const session = proxy<SessionStore>({
  status: "init",
  user: null,
  profile: null,
  instance: null,
  loadError: null,
});

/** Who is here: the instance (always) and, when signed in, the user and their profile. */
export async function loadSession(): Promise<void> {
  try {
    session.instance = await api.get<InstanceInfo>("/api/instances/");
    const user = await api.get<CurrentUser>("/api/users/me/", { allowUnauthenticated: true });
    const profile = await api.get<UserProfile>("/api/users/me/profile/", { allowUnauthenticated: true });
    setSignedIn(user, profile);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      session.user = null;
      session.profile = null;
      session.status = "non-authenticated";
      return;
    }
    session.loadError = "Failed to fetch current user";
  }
}

export function setSignedIn(user: CurrentUser, profile: UserProfile): void {
  session.user = user;
  session.profile = profile;
  // SPEC.md section 4: authenticated only with a user id; onboarding until the profile says it is done.
  session.status = !user.id ? "non-authenticated" : profile.is_onboarded ? "authenticated" : "onboarding";
}
