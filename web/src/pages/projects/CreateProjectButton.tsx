import type { ReactNode } from "react";
import { Button, type ButtonVariant } from "../../components/Button";
import { setCreateDialogOpen } from "../../stores/projects";

interface Props {
  variant?: ButtonVariant;
  /** Empty states word it differently, so the page keeps one button named exactly "Create project". */
  children?: ReactNode;
}

/** Opens the workspace's one create-project dialog; "p" does the same from anywhere in the workspace. */
export function CreateProjectButton({ variant = "primary", children = "Create project" }: Props) {
  return (
    <Button variant={variant} aria-keyshortcuts="p" title="Create project (p)" onClick={() => setCreateDialogOpen(true)}>
      {children}
    </Button>
  );
}
