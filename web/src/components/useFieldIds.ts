import { useId, type ReactNode } from "react";

export interface FieldIds {
  control: string;
  hint: string;
  error: string;
  /** The control's aria-describedby: any given one, then the hint and error when shown. */
  describedBy: string | undefined;
}

/** The ids that tie a field's control to its hint and inline error. */
export function useFieldIds(id: string | undefined, hint: ReactNode, error: string | null | undefined, describedBy?: string): FieldIds {
  const generated = useId();
  const control = id ?? generated;
  const ids = { control, hint: `${control}-hint`, error: `${control}-error` };
  return { ...ids, describedBy: [describedBy, hint ? ids.hint : null, error ? ids.error : null].filter(Boolean).join(" ") || undefined };
}
