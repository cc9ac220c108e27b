/** Themes of SPEC.md section 1; a custom theme carries the colours of UserTheme. */
export const THEME_NAMES = ["system", "light", "dark", "light-contrast", "dark-contrast", "custom"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface UserTheme {
  theme: ThemeName;
  text?: string;
  palette?: string;
  primary?: string;
  background?: string;
  darkPalette?: boolean;
  sidebarText?: string;
  sidebarBackground?: string;
}

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
