/**
 * Plane's `?expand=a,b` and `?fields=a,b` (views/base.py, serializers/base.py): comma lists, empty items
 * dropped. `expand` swaps an id for the nested object where the presenter knows how; `fields` keeps only
 * the named fields of each result (unknown names are ignored, as Plane's serializer ignores them).
 * A result is presented, then expanded (v1Expanded), then trimmed (v1PickFields).
 */
export function v1ListParam(value: unknown): string[] {
  const raw = Array.isArray(value) ? value.join(",") : typeof value === "string" ? value : "";
  return raw.split(",").map((item) => item.trim()).filter((item) => item.length > 0);
}

export function v1Expand(query: { expand?: unknown }): Set<string> {
  return new Set(v1ListParam(query.expand));
}

/** The shape with only the requested fields, or unchanged when none were requested. */
export function v1PickFields<T extends object>(shape: T, fields: readonly string[]): Partial<T> {
  if (fields.length === 0) return shape;
  const picked: Partial<T> = {};
  for (const field of fields) {
    if (Object.hasOwn(shape, field)) picked[field as keyof T] = shape[field as keyof T];
  }
  return picked;
}

/** What an expandable field becomes when `?expand=` names it: the nested object, made only if asked for. */
export type V1Expanders<T> = { [K in keyof T]?: () => unknown };

/**
 * The shape with each requested, expandable field replaced by its nested object (Plane's
 * BaseSerializer.to_representation); fields without an expander keep their id, as Plane keeps them.
 */
export function v1Expanded<T extends object>(shape: T, expand: ReadonlySet<string>, expanders: V1Expanders<T>): { [K in keyof T]: unknown } {
  if (expand.size === 0) return shape;
  const expanded: { [K in keyof T]: unknown } = { ...shape };
  for (const field of Object.keys(expanders) as (keyof T)[]) {
    const expander = expanders[field];
    if (expander && expand.has(String(field)) && Object.hasOwn(shape, field)) expanded[field] = expander();
  }
  return expanded;
}
