import { useEffect, useState } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import { api } from "../../http/client";

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

interface Checked {
  identifier: string;
  status: "available" | "taken" | "unknown";
}

/** Whether a well-formed identifier is free in the workspace: GET project-identifiers/, asked after a pause in typing. */
export function useIdentifierAvailability(slug: string, identifier: string): IdentifierStatus {
  const [checked, setChecked] = useState<Checked | null>(null);
  const problem = identifierProblem(identifier);

  useEffect(() => {
    if (problem) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .get<{ exists: number }>(`/api/workspaces/${encodeURIComponent(slug)}/project-identifiers/?name=${encodeURIComponent(identifier)}`)
        .then((answer) => {
          if (!cancelled) setChecked({ identifier, status: answer.exists > 0 ? "taken" : "available" });
        })
        .catch(() => {
          if (!cancelled) setChecked({ identifier, status: "unknown" });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [slug, identifier, problem]);

  if (!identifier) return "empty";
  if (problem) return "invalid";
  return checked?.identifier === identifier ? checked.status : "checking";
}
