/** Only same-site paths: "/x" but never "//evil.example" or "/\\evil.example". */
export function safeNextPath(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  if (!/^\/(?![/\\])/.test(value) || /[\s\p{Cc}]/u.test(value)) return undefined;
  return value;
}

export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, value);
  const query = search.toString();
  if (!query) return path;
  return `${path}${path.includes("?") ? "&" : "?"}${query}`;
}
