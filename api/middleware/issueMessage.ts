import type { z } from "zod";

type RawIssue = z.core.$ZodRawIssue;

const TYPE_NAMES: Partial<Record<string, string>> = {
  string: "text",
  number: "a number",
  int: "a whole number",
  boolean: "true or false",
  array: "a list",
  object: "an object",
  date: "a date",
  bigint: "a whole number",
};

const FORMAT_NAMES: Partial<Record<string, string>> = {
  uuid: "an id (a UUID)",
  guid: "an id (a UUID)",
  email: "an email address",
  url: "a web address",
  datetime: "an ISO 8601 date-time",
  date: "a date as yyyy-MM-dd",
  time: "a time as HH:mm",
};

const quoted = (values: readonly unknown[]) => values.map((value) => (typeof value === "string" ? `"${value}"` : String(value))).join(", ");

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

type Side = "at most" | "at least" | "exactly" | "less than" | "more than";

/** "must be at most 80 characters" and its kin: a size limit in the unit of what is measured. */
function sizeLimit(origin: string, bound: number, side: Side): string {
  if (origin === "string") return `must be ${side} ${plural(bound, "character", "characters")}`;
  if (origin === "array" || origin === "set") return `must have ${side} ${plural(bound, "entry", "entries")}`;
  if (origin === "file") return `must be ${side} ${plural(bound, "byte", "bytes")}`;
  return `must be ${side} ${bound}`;
}

/**
 * Zod's own wording ("Too big: expected string to have <=80 characters") is for programmers. Each
 * failure becomes the end of a sentence that starts with the field ("name must be at most 80 characters"),
 * as the schemas' own messages are worded; a message a schema gives itself wins over this one.
 */
export function issueMessage(issue: RawIssue): string | undefined {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return "is required";
      return `must be ${TYPE_NAMES[issue.expected] ?? issue.expected}`;
    case "too_big":
      return sizeLimit(issue.origin, Number(issue.maximum), issue.exact ? "exactly" : issue.inclusive === false ? "less than" : "at most");
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (minimum === 1 && issue.origin === "string") return "must not be empty";
      return sizeLimit(issue.origin, minimum, issue.exact ? "exactly" : issue.inclusive === false ? "more than" : "at least");
    }
    case "invalid_format":
      return `must be ${FORMAT_NAMES[issue.format] ?? `in the ${issue.format} format`}`;
    case "invalid_value":
      return issue.values.length === 1 ? `must be ${quoted(issue.values)}` : `must be one of ${quoted(issue.values)}`;
    case "not_multiple_of":
      return `must be a multiple of ${String(issue.divisor)}`;
    case "unrecognized_keys":
      return `includes ${quoted(issue.keys)}, which cannot be set here`;
    case "invalid_union":
      return "is not in any accepted form";
    case "invalid_key":
      return "has a key that is not accepted";
    case "invalid_element":
      return "has an entry that is not accepted";
    default:
      return "is not valid";
  }
}
