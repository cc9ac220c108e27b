import { LIMITS } from "../../../../api/contract/limits";
import { api } from "../../http/client";
import { useDebouncedCheck } from "../../http/useDebouncedCheck";

/** The same rule as the server's schema: upper-case letters and digits, 1 to 12 of them. */
const IDENTIFIER_PATTERN = new RegExp(`^[A-Z0-9]{1,${LIMITS.projectIdentifierMaxLength}}$`);

/** The identifier suggested while the name is typed: its letters and digits, upper-cased, cut to the limit. */
export function identifierFromName(name: string): string {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, LIMITS.projectIdentifierMaxLength);
}

export function identifierProblem(identifier: string): string | null {
  if (!identifier) return "Enter an identifier, such as WEB.";
  if (!IDENTIFIER_PATTERN.test(identifier)) return `Use 1 to ${LIMITS.projectIdentifierMaxLength} letters A-Z or digits, without spaces.`;
  return null;
}

export type IdentifierStatus = "empty" | "invalid" | "checking" | "available" | "taken" | "unknown";

const DEBOUNCE_MS = 300;

/** GET project-identifiers/ as a status: how many projects already use the identifier. */
function askIdentifier(path: string): Promise<"available" | "taken" | "unknown"> {
  return api.get<{ exists: number }>(path).then(
    (answer) => (answer.exists > 0 ? "taken" : "available"),
    () => "unknown" as const,
  );
}

/** Whether a well-formed identifier is free in the workspace: GET project-identifiers/, asked after a pause in typing. */
export function useIdentifierAvailability(slug: string, identifier: string): IdentifierStatus {
  const problem = identifierProblem(identifier);
  const status = useDebouncedCheck(
    problem ? null : `/api/workspaces/${encodeURIComponent(slug)}/project-identifiers/?name=${encodeURIComponent(identifier)}`,
    DEBOUNCE_MS,
    askIdentifier,
  );

  if (!identifier) return "empty";
  if (problem) return "invalid";
  return status;
}
