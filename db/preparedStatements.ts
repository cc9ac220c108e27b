import { createHash } from "node:crypto";

/**
 * Statements that ask for it with `.options(PREPARED)` are prepared on PostgreSQL: parsed and planned once
 * per connection, then only bound and executed. On the write path that is most of a statement's cost:
 * PostgreSQL parses and plans a work item's lock, update and sync stamp in about 1.2 ms of the 2 ms it
 * spends on them (a PATCH, tests/bench/fanout). Only statements whose text is fixed, or comes in a few
 * shapes, should ask. The embedded database runs through the same client (db/embeddedWire.ts) and prepares them too.
 */
export const PREPARED = { prepare: true } as const;

/**
 * A connection keeps each statement prepared on it until it closes, so a statement whose text varied
 * without end (a list of ids of any length) would grow every connection's memory without end. Texts past
 * this many in a process run unprepared, as they would without the option.
 */
const MOST_PREPARED_TEXTS = 128;

/** Each text's statement name, and how many times it was renamed (see renamed()). */
const names = new Map<string, { name: string; renames: number }>();

function nameFor(text: string, renames: number): string {
  return `cairn_${createHash("sha1").update(text).digest("hex").slice(0, 20)}${renames > 0 ? `_${renames}` : ""}`;
}

/** The statement's name: from its text, so two texts never share one, and null once the budget is spent. */
export function statementNameOf(text: string): string | null {
  const known = names.get(text);
  if (known) return known.name;
  if (names.size >= MOST_PREPARED_TEXTS) return null;
  const name = nameFor(text, 0);
  names.set(text, { name, renames: 0 });
  return name;
}

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was planned ("cached plan
 * must not change result type", 0A000): a `select *` after another process's migration added a column.
 * The text then gets a new name, which every connection prepares afresh; the old one is left unused.
 */
export function renamed(text: string, failedName: string): string | null {
  const known = names.get(text);
  if (!known) return null;
  // Two connections may fail on the same statement at once: the first renames it, the second uses that.
  if (known.name === failedName) {
    known.renames += 1;
    known.name = nameFor(text, known.renames);
  }
  return known.name;
}

/** Whether PostgreSQL (the driver's error) refused a prepared statement because its result columns changed since it was planned. */
export function isStalePlan({ code, message }: { code?: unknown; message?: unknown }): boolean {
  return code === "0A000" && typeof message === "string" && message.includes("cached plan must not change result type");
}
