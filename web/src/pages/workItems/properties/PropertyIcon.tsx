/** The few line icons property chips carry, drawn on a 16-unit grid in the text colour. */
const PATHS = {
  start: "M2.5 4.5h11v9h-11zM2.5 7.5h11M5.5 2.5v3M10.5 2.5v3M6 10.5l2 1.5 2-1.5",
  due: "M2.5 4.5h11v9h-11zM2.5 7.5h11M5.5 2.5v3M10.5 2.5v3M6 10h4",
  subIssues: "M4 2.5v8a2 2 0 0 0 2 2h4M4 6.5h6M10 5v3M10 11v3",
  attachment: "M11.5 7.5l-4.5 4.5a2.5 2.5 0 0 1-3.5-3.5l5-5a1.7 1.7 0 0 1 2.4 2.4l-5 5a.8.8 0 0 1-1.2-1.2l4.3-4.3",
  link: "M7 9a2.5 2.5 0 0 0 3.5 0l2-2a2.5 2.5 0 0 0-3.5-3.5l-.7.7M9 7a2.5 2.5 0 0 0-3.5 0l-2 2A2.5 2.5 0 0 0 7 12.5l.7-.7",
  created: "M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11zM8 5.5v5M5.5 8h5",
  updated: "M8 2.5a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11zM8 5v3l2 1.5",
} as const;

export type PropertyIconName = keyof typeof PATHS;

export function PropertyIcon({ name }: { name: PropertyIconName }) {
  return (
    <svg className="property-icon" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="currentColor" strokeWidth="1.3" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
