/**
 * A calendar date as yyyy-MM-dd. pg hands DATE columns over as that string (db/connection.ts), but the
 * embedded PGlite driver makes them Dates at UTC midnight; both come out the same here.
 */
export function dateOnly(value: string | Date | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}
