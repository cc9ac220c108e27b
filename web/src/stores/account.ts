import type { OrganizationSize, UserRole } from "../../../api/contract/onboarding";
import type { OnboardingSteps } from "../../../api/contract/onboarding";
import type { UserTheme } from "../../../api/contract/themes";
import { api } from "../http/client";
import type { CurrentUser, UserProfile } from "../http/types";
import { session, setSignedIn } from "./session";

/** Actions on the signed-in person's own account; they keep `session.user` / `session.profile` current. */
export interface UserUpdate {
  first_name?: string;
  last_name?: string;
  display_name?: string;
  avatar?: string;
  user_timezone?: string;
}

export interface ProfileUpdate {
  role?: UserRole | null;
  use_case?: string | null;
  organization_size?: OrganizationSize | null;
  onboarding_step?: Partial<OnboardingSteps>;
  theme?: UserTheme;
  language?: string;
  last_workspace_id?: string;
}

export async function updateUser(patch: UserUpdate): Promise<CurrentUser> {
  const user = await api.patch<CurrentUser>("/api/users/me/", patch);
  session.user = user;
  return user;
}

export async function updateProfile(patch: ProfileUpdate): Promise<UserProfile> {
  const profile = await api.patch<UserProfile>("/api/users/me/profile/", patch);
  session.profile = profile;
  return profile;
}

let themeRequest = 0;

/**
 * Optimistic (SPEC.md section 4): the new theme shows at once; if the server refuses it, the old one
 * comes back and the error is rethrown for the caller to show. Only the latest of quick successive
 * changes decides what stays.
 */
export async function saveTheme(theme: UserTheme): Promise<void> {
  const profile = session.profile;
  if (!profile) throw new Error("Not signed in");
  const request = ++themeRequest;
  const previous = profile.theme;
  profile.theme = theme;
  try {
    const saved = await api.patch<UserProfile>("/api/users/me/profile/", { theme });
    if (request === themeRequest && session.profile) session.profile.theme = saved.theme;
  } catch (error) {
    if (request === themeRequest && session.profile) session.profile.theme = previous;
    throw error;
  }
}

/** The server marks every step done; the session then counts as authenticated. */
export async function finishOnboarding(): Promise<void> {
  const profile = await api.patch<UserProfile>("/api/users/me/onboard/", { is_onboarded: true });
  const user = session.user ?? (await api.get<CurrentUser>("/api/users/me/"));
  setSignedIn(user, profile);
}

/** Ends every session on the server; the caller then reloads the app signed out. */
export async function deactivateAccount(): Promise<void> {
  await api.delete<void>("/api/users/me/");
}

/** Answers 200 and ends every session, this one included; the caller then does as for deactivation. */
export async function changePassword(oldPassword: string, newPassword: string): Promise<void> {
  await api.post<{ message: string }>("/auth/change-password/", { old_password: oldPassword, new_password: newPassword });
}

/** For accounts made with a unique code: the session stays, the user no longer has an auto-set password. */
export async function setPassword(password: string): Promise<void> {
  session.user = await api.post<CurrentUser>("/auth/set-password/", { password });
}

/** Mails a six-digit code to the signed-in account's own address. */
export async function sendEmailVerificationCode(): Promise<void> {
  await api.post<unknown>("/api/users/me/verify-email/send/", {});
}

/** Proves the address with the mailed code; invitations can then be accepted from the in-app list. */
export async function verifyEmail(code: string): Promise<void> {
  session.user = await api.post<CurrentUser>("/api/users/me/verify-email/", { code });
}
