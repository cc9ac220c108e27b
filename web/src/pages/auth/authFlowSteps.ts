import type { AuthErrorInfo } from "./authErrors";
import type { AuthQuery } from "./authQuery";

export type AuthStep = "email" | "password" | "code";
export type AuthMode = "sign-in" | "sign-up";

/** What both second steps (password and unique code) get from AuthFlow besides their own submit. */
export interface SecondStepProps {
  email: string;
  /** Signing in to an account that exists, or creating one. */
  existing: boolean;
  busy: boolean;
  error: AuthErrorInfo | null;
  onError: (error: AuthErrorInfo) => void;
  onChangeEmail: () => void;
}

interface Resume {
  step: AuthStep;
  /** Whether the email has an account: picks sign-in or sign-up endpoints on the later steps. */
  existing: boolean;
  mode?: AuthMode;
}

/**
 * Every failed form post lands back on an auth page with only `error_code` and `email`; the code
 * tells which step failed and whether it was a sign-in or a sign-up, so the user continues there.
 */
const RESUME_BY_CODE: Record<number, Resume> = {
  5030: { step: "password", existing: true, mode: "sign-in" },
  5065: { step: "password", existing: true, mode: "sign-in" },
  5070: { step: "password", existing: true, mode: "sign-in" },
  5020: { step: "password", existing: false, mode: "sign-up" },
  5035: { step: "password", existing: false, mode: "sign-up" },
  5040: { step: "password", existing: false, mode: "sign-up" },
  5085: { step: "code", existing: true, mode: "sign-in" },
  5090: { step: "code", existing: true, mode: "sign-in" },
  5095: { step: "code", existing: true, mode: "sign-in" },
  5055: { step: "code", existing: false, mode: "sign-up" },
  5092: { step: "code", existing: false, mode: "sign-up" },
  5097: { step: "code", existing: false, mode: "sign-up" },
  5045: { step: "email", existing: false, mode: "sign-up" },
  5050: { step: "email", existing: false, mode: "sign-up" },
  5102: { step: "email", existing: false, mode: "sign-up" },
  5060: { step: "email", existing: false, mode: "sign-in" },
  5075: { step: "email", existing: true, mode: "sign-in" },
  5080: { step: "email", existing: true, mode: "sign-in" },
  5100: { step: "email", existing: true, mode: "sign-in" },
};

export function resumeFrom(query: AuthQuery): Resume {
  const resume = query.error?.code ? RESUME_BY_CODE[query.error.code] : undefined;
  // A later step needs the email it belongs to; without it, start over.
  if (!resume || (resume.step !== "email" && !query.email)) return { step: "email", existing: false, mode: resume?.mode };
  return resume;
}
