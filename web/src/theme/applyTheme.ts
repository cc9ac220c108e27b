import { THEME_NAMES, type ThemeName, type UserTheme } from "../../../api/contract/themes";
import { customColorsOf, customThemeVariables, DEFAULT_CUSTOM_COLORS } from "./customTheme";

/** The palette actually on screen: "system" resolves to light or dark. */
export type ResolvedTheme = Exclude<ThemeName, "system">;

/** Read by the inline script of web/index.html before the first paint: keep the two in step. */
export const THEME_CACHE_KEY = "cairn:theme";

interface CachedTheme {
  theme: UserTheme;
  /** Inline variables of a custom theme, so the script need not know how they are derived. */
  vars?: Record<string, string>;
}

const CUSTOM_VARIABLE_NAMES = Object.keys(customThemeVariables(DEFAULT_CUSTOM_COLORS));

export function resolveTheme(name: ThemeName, prefersDark: boolean): ResolvedTheme {
  if (name === "system") return prefersDark ? "dark" : "light";
  return name;
}

/** Puts a theme on <html>: data-theme picks a palette of themes.css, a custom one sets inline variables. */
export function applyTheme(theme: UserTheme, prefersDark: boolean, root: HTMLElement = document.documentElement): ResolvedTheme {
  const resolved = resolveTheme(theme.theme, prefersDark);
  root.dataset.theme = resolved;
  root.dataset.themePreference = theme.theme;
  for (const name of CUSTOM_VARIABLE_NAMES) root.style.removeProperty(name);
  if (resolved === "custom") {
    for (const [name, value] of Object.entries(customThemeVariables(customColorsOf(theme)))) root.style.setProperty(name, value);
  }
  return resolved;
}

export function cacheTheme(theme: UserTheme): void {
  const cached: CachedTheme = { theme };
  if (theme.theme === "custom") cached.vars = customThemeVariables(customColorsOf(theme));
  try {
    localStorage.setItem(THEME_CACHE_KEY, JSON.stringify(cached));
  } catch {
    // Storage can be full or disabled (private windows); the theme then only costs a flash on load.
  }
}

export function readCachedTheme(): UserTheme | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(THEME_CACHE_KEY) ?? "null") as Partial<CachedTheme> | null;
    const name = parsed?.theme?.theme;
    return name && (THEME_NAMES as readonly string[]).includes(name) ? (parsed.theme as UserTheme) : null;
  } catch {
    return null;
  }
}
