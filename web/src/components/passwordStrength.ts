import { useEffect, useState } from "react";
import type { PasswordStrength, passwordStrength as estimate } from "../../../api/contract/passwordStrength";
import { LIMITS } from "../../../api/contract/limits";

export type { PasswordStrength };

type Estimator = typeof estimate;

/** zxcvbn's dictionaries are large: load them only once a strength meter is on screen. */
let loading: Promise<Estimator> | null = null;
let loaded: Estimator | null = null;

export function preloadPasswordStrength(): Promise<Estimator> {
  loading ??= import("../../../api/contract/passwordStrength").then((module) => {
    loaded = module.passwordStrength;
    return loaded;
  });
  return loading;
}

/**
 * The strength state of SPEC.md section 4 for the given password, decided by the server's own rule.
 * `null` while the estimator is still loading and the answer depends on it.
 */
export function usePasswordStrength(password: string): PasswordStrength | null {
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
  if (password.length === 0) return "empty";
  if (password.length < LIMITS.passwordMinLength || password.length > LIMITS.passwordMaxLength) return "length_not_valid";
  return estimator ? estimator(password) : null;
}
