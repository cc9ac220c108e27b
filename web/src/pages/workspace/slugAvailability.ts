import { useEffect, useState } from "react";
import { workspaceSlugProblem, WORKSPACE_SLUG_MESSAGES } from "../../../../api/contract/workspaceSlug";
import { api } from "../../http/client";

export type SlugStatus = "empty" | "checking" | "available" | "taken" | "invalid" | "unknown";

export interface SlugVerdict {
  status: SlugStatus;
  /** What is wrong with a slug that cannot be used, in words. */
  message: string | null;
}

const DEBOUNCE_MS = 350;

interface Checked {
  slug: string;
  status: SlugStatus;
}

/**
 * Reserved or badly formed slugs are refused here with the shared rules (api/contract/workspaceSlug);
 * whether a well-formed one is free is GET /api/workspace-slug-check/'s answer, asked after a pause in typing.
 */
export function useSlugAvailability(slug: string): SlugVerdict {
  const [checked, setChecked] = useState<Checked | null>(null);
  const problem = workspaceSlugProblem(slug);

  useEffect(() => {
    if (problem) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      api
        .get<{ status: boolean }>(`/api/workspace-slug-check/?slug=${encodeURIComponent(slug)}`)
        .then((answer) => {
          if (!cancelled) setChecked({ slug, status: answer.status ? "available" : "taken" });
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          const status = (error as { status?: number }).status;
          setChecked({ slug, status: status === 400 ? "invalid" : "unknown" });
        });
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [slug, problem]);

  if (problem === "empty") return { status: "empty", message: null };
  if (problem) return { status: "invalid", message: `The address ${WORKSPACE_SLUG_MESSAGES[problem]}.` };
  const status = checked?.slug === slug ? checked.status : "checking";
  if (status === "invalid") return { status, message: "This address is reserved or invalid; choose another." };
  return { status, message: null };
}
