import type { UserTheme } from "../../../api/contract/themes";
import { isDark, mix, mostReadable, parseHex } from "./color";

/** The five colours a person picks; everything else of a custom theme is derived from them. */
export interface CustomColors {
  primary: string;
  background: string;
  text: string;
  sidebarBackground: string;
  sidebarText: string;
  darkPalette: boolean;
}

export const DEFAULT_CUSTOM_COLORS: CustomColors = {
  primary: "#3a67e0",
  background: "#ffffff",
  text: "#1b1f27",
  sidebarBackground: "#f4f5f7",
  sidebarText: "#2b303a",
  darkPalette: false,
};

export const DEFAULT_DARK_CUSTOM_COLORS: CustomColors = {
  primary: "#6e9bff",
  background: "#15171c",
  text: "#e6e8ec",
  sidebarBackground: "#111318",
  sidebarText: "#d3d7de",
  darkPalette: true,
};

const COLOR_KEYS = ["primary", "background", "text", "sidebarBackground", "sidebarText"] as const;

/** The colours of a saved theme, falling back to the defaults for any that are missing or malformed. */
export function customColorsOf(theme: UserTheme | null | undefined): CustomColors {
  const base = theme?.darkPalette ? DEFAULT_DARK_CUSTOM_COLORS : DEFAULT_CUSTOM_COLORS;
  const colors: CustomColors = { ...base, darkPalette: theme?.darkPalette ?? base.darkPalette };
  for (const key of COLOR_KEYS) {
    const value = theme?.[key];
    if (value && parseHex(value)) colors[key] = value.toLowerCase();
  }
  return colors;
}

/** The profile's theme object for these colours; `palette` keeps them in one string as Plane does. */
export function customTheme(colors: CustomColors): UserTheme {
  return {
    theme: "custom",
    primary: colors.primary,
    background: colors.background,
    text: colors.text,
    sidebarBackground: colors.sidebarBackground,
    sidebarText: colors.sidebarText,
    darkPalette: colors.darkPalette,
    palette: [colors.background, colors.text, colors.primary, colors.sidebarBackground, colors.sidebarText].join(","),
  };
}

/** Every CSS variable of themes.css, computed for a custom theme. */
export function customThemeVariables(colors: CustomColors): Record<string, string> {
  const { primary, background, text, sidebarBackground, sidebarText } = colors;
  const dark = colors.darkPalette || isDark(background);
  return {
    "--color-bg": background,
    "--color-surface": mix(background, text, dark ? 0.05 : 0.03),
    "--color-surface-hover": mix(background, text, dark ? 0.1 : 0.07),
    "--color-text": text,
    "--color-text-muted": mix(text, background, 0.32),
    "--color-primary": primary,
    "--color-primary-text": mostReadable(primary, ["#ffffff", "#0c1530"]),
    "--color-border": mix(background, text, dark ? 0.16 : 0.13),
    "--color-border-strong": mix(background, text, 0.3),
    "--color-danger": dark ? "#ff7a70" : "#c4261f",
    "--color-danger-text": dark ? "#1a0503" : "#ffffff",
    "--color-success": dark ? "#4fcf86" : "#1b7a43",
    "--color-warning": dark ? "#f0b44c" : "#a05a00",
    "--color-sidebar-bg": sidebarBackground,
    "--color-sidebar-text": sidebarText,
    "--color-sidebar-active": mix(sidebarBackground, primary, 0.16),
    "--color-overlay": dark ? "rgb(0 0 0 / 0.6)" : "rgb(15 18 24 / 0.45)",
    "--focus-ring": primary,
    "--shadow-raised": dark ? "0 8px 28px rgb(0 0 0 / 0.5)" : "0 8px 28px rgb(15 18 24 / 0.16)",
    "color-scheme": dark ? "dark" : "light",
  };
}
