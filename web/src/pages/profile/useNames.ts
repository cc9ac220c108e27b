import { useState, type ChangeEvent } from "react";
import { validateNames, type NameErrors } from "../../stores/accountValidation";

export interface Names {
  first_name: string;
  last_name: string;
  display_name: string;
}

/** The three names a person edits (onboarding and profile): the draft, the check before sending, and what to send. */
export function useNames(saved: Names | null | undefined) {
  const [names, setNames] = useState<Names>(() => ({
    first_name: saved?.first_name ?? "",
    last_name: saved?.last_name ?? "",
    display_name: saved?.display_name ?? "",
  }));
  return {
    names,
    /** The onChange of one name's input. */
    change: (field: keyof Names) => (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      setNames((current) => ({ ...current, [field]: value }));
    },
    problems: (): NameErrors => validateNames(names),
    trimmed: (): Names => ({ first_name: names.first_name.trim(), last_name: names.last_name.trim(), display_name: names.display_name.trim() }),
  };
}
