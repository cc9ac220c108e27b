/*
 * Small line icons drawn with currentColor, so they follow the theme. Emoji fonts are not on every machine
 * (a Debian Chromium without one draws empty boxes), so marks the interface relies on are drawn here; a
 * person's chosen emoji (a page's logo) stays an emoji.
 */

interface IconProps {
  className?: string;
  /** Pixels; the drawing scales from a 16 px grid. */
  size?: number;
}

export function LockIcon({ className, size = 14 }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.3">
        <rect x="3" y="7" width="10" height="7.25" rx="1.25" />
        <path d="M5.25 7V5a2.75 2.75 0 0 1 5.5 0v2" />
      </g>
    </svg>
  );
}

/** A sheet with a folded corner and lines of text: a page without a logo of its own. */
export function PageIcon({ className, size = 16 }: IconProps) {
  return (
    <svg className={className} viewBox="0 0 16 16" width={size} height={size} aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="1.2" strokeLinejoin="round">
        <path d="M3.5 1.75h6l3 3v9.5h-9z" />
        <path d="M9.5 1.75v3h3M5.5 8h5M5.5 10.5h5M5.5 13h3" />
      </g>
    </svg>
  );
}
