import { workspaceSlugProblem, WORKSPACE_SLUG_MESSAGES } from "../../../../api/contract/workspaceSlug";
import { ApiError, api } from "../../http/client";
import { useDebouncedCheck } from "../../http/useDebouncedCheck";

type SlugStatus = "empty" | "checking" | "available" | "taken" | "invalid" | "unknown";

export interface SlugVerdict {
  status: SlugStatus;
  /** What is wrong with a slug that cannot be used, in words. */
  message: string | null;
}

const DEBOUNCE_MS = 350;

/** GET /api/workspace-slug-check/ as a status; a 400 is the server calling the slug reserved or invalid. */
function askSlug(path: string): Promise<"available" | "taken" | "invalid" | "unknown"> {
  return api.get<{ status: boolean }>(path).then(
    (answer) => (answer.status ? "available" : "taken"),
    (error: unknown) => (error instanceof ApiError && error.status === 400 ? "invalid" : "unknown"),
  );
}

/**
 * Reserved or badly formed slugs are refused here with the shared rules (api/contract/workspaceSlug);
 * whether a well-formed one is free is GET /api/workspace-slug-check/'s answer, asked after a pause in typing.
 */
export function useSlugAvailability(slug: string): SlugVerdict {
  const problem = workspaceSlugProblem(slug);
  const status = useDebouncedCheck(problem ? null : `/api/workspace-slug-check/?slug=${encodeURIComponent(slug)}`, DEBOUNCE_MS, askSlug);

  if (problem === "empty") return { status: "empty", message: null };
  if (problem) return { status: "invalid", message: `The address ${WORKSPACE_SLUG_MESSAGES[problem]}.` };
  if (status === "invalid") return { status, message: "This address is reserved or invalid; choose another." };
  return { status, message: null };
}
