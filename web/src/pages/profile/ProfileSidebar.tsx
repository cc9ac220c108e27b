import { SettingsNav } from "../../components/SettingsNav";

/** SPEC.md section 2, "Profile": the settings pages. Paths are relative to /profile. */
export const PROFILE_PAGES = [
  { label: "Profile", path: "/" },
  { label: "Security", path: "/security/" },
  { label: "Activity", path: "/activity/" },
  { label: "Appearance", path: "/appearance/" },
  { label: "Notifications", path: "/notifications/" },
] as const;

export function ProfileSidebar() {
  return <SettingsNav label="Profile settings" backHref="~/" backLabel="Back to home" pages={PROFILE_PAGES} />;
}
