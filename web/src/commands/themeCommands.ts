import type { ThemeName } from "../../../api/contract/themes";
import { describeError } from "../http/describeError";
import { saveTheme } from "../stores/account";
import { session } from "../stores/session";
import { showToast } from "../stores/toasts";
import type { Command } from "./types";

/** The themes of SPEC.md section 1 that need no colours chosen; a custom theme is made in Appearance settings. */
const SWITCHABLE: readonly { name: Exclude<ThemeName, "custom">; label: string }[] = [
  { name: "light", label: "light" },
  { name: "dark", label: "dark" },
  { name: "system", label: "system" },
  { name: "light-contrast", label: "light high contrast" },
  { name: "dark-contrast", label: "dark high contrast" },
];

/** Saved to the profile like the Appearance page does, so the choice follows the person to other browsers. */
export const THEME_COMMANDS: readonly Command[] = SWITCHABLE.map(({ name, label }) => ({
  id: `theme.${name}`,
  label: `Switch to ${label} theme`,
  group: "Theme",
  keywords: ["appearance", "colour", "color", "mode"],
  when: (context) => context.signedIn && session.profile?.theme?.theme !== name,
  perform: () => {
    const current = session.profile?.theme;
    // A custom theme's colours are kept, so switching back to it later finds them.
    saveTheme({ ...current, theme: name }).catch((error: unknown) => {
      showToast({ tone: "danger", title: "Theme not changed", message: describeError(error, "change the theme") });
    });
  },
}));
