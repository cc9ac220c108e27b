import type { ReactNode } from "react";
import "./FormActions.css";

interface Props {
  children: ReactNode;
  /** "footer" at the bottom of a dialog. */
  as?: "div" | "footer";
}

/** The row of buttons that ends a form or a dialog: right-aligned, the main action last. */
export function FormActions({ children, as: Element = "div" }: Props) {
  return <Element className="form-actions">{children}</Element>;
}
