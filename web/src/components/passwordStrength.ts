import { useEffect, useState } from "react";
import type { PasswordRating, PasswordStrength, ratePassword as rate } from "../../../api/contract/passwordStrength";
import { LIMITS } from "../../../api/contract/limits";

export type { PasswordRating, PasswordStrength };

type Estimator = typeof rate;

/** zxcvbn's dictionaries are large: load them only once a strength meter is on screen. */
let loading: Promise<Estimator> | null = null;
let loaded: Estimator | null = null;
/** The form and its meter ask about the same password at each keystroke: estimate it once. */
let last: { password: string; rating: PasswordRating } | null = null;

export function preloadPasswordStrength(): Promise<Estimator> {
  loading ??= import("../../../api/contract/passwordStrength").then((module) => {
    loaded = module.ratePassword;
    return loaded;
  });
  return loading;
}

function withEstimator(estimator: Estimator, password: string): PasswordRating {
  if (last?.password !== password) last = { password, rating: estimator(password) };
  return last.rating;
}

/**
 * The rating of SPEC.md section 4's rule for the given password, decided by the server's own code.
 * `null` while the estimator is still loading and the answer depends on it.
 */
export function usePasswordRating(password: string): PasswordRating | null {
  const [estimator, setEstimator] = useState<Estimator | null>(() => loaded);
  useEffect(() => {
    if (estimator) return;
    let alive = true;
    void preloadPasswordStrength().then((fn) => {
      if (alive) setEstimator(() => fn);
    });
    return () => {
      alive = false;
    };
  }, [estimator]);
  if (password.length === 0) return { state: "empty", score: 0, warning: null, suggestions: [] };
  if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) {
    return { state: "length_not_valid", score: 0, warning: null, suggestions: [] };
  }
  return estimator ? withEstimator(estimator, password) : null;
}

/** The strength state of SPEC.md section 4 for the given password; `null` while the estimator loads. */
export function usePasswordStrength(password: string): PasswordStrength | null {
  return usePasswordRating(password)?.state ?? null;
}
