/**
 * The `next_path` query value, only when it is a path of this site: a single leading "/" (never
 * "//host" or "/\host", which browsers treat as another origin) and no control characters or spaces.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (!value || !/^\/(?![/\\])/.test(value) || /[\s\p{Cc}]/u.test(value)) return null;
  return value;
}

export function nextPathFromSearch(search: string): string | null {
  return safeNextPath(new URLSearchParams(search).get("next_path"));
}
