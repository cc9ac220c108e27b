import type { ThemeName } from "../../../../api/contract/themes";

/** A tiny picture of a palette (sidebar, page, accent) next to its name; decorative. */
export function ThemeSwatch({ theme }: { theme: ThemeName }) {
  return (
    <span className={`theme-swatch theme-swatch--${theme}`} aria-hidden="true">
      <span className="theme-swatch__sidebar" />
      <span className="theme-swatch__page">
        <span className="theme-swatch__line" />
        <span className="theme-swatch__accent" />
      </span>
    </span>
  );
}
