import { useState } from "react";
import { useLocation } from "wouter";
import { PAGE_ACCESS, type PageAccess } from "../../../../api/contract/pages";
import { Button, type ButtonVariant } from "../../components/Button";
import { createPage } from "../../stores/pageActions";
import { showToast } from "../../stores/toasts";

interface Props {
  slug: string;
  projectId: string;
  /** A private page from the Private tab, a public one elsewhere. */
  access?: PageAccess;
  variant?: ButtonVariant;
  label?: string;
}

/** Creates an untitled page and opens it, its title ready for typing. */
export function NewPageButton({ slug, projectId, access = PAGE_ACCESS.PUBLIC, variant = "primary", label = "New page" }: Props) {
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const create = async () => {
    setBusy(true);
    try {
      const page = await createPage(slug, projectId, { name: "", access });
      navigate(`~/${slug}/projects/${projectId}/pages/${page.id}`);
    } catch {
      setBusy(false);
      // SPEC.md section 8's words for this failure.
      showToast({ tone: "danger", title: "Failed", message: "Failed to create a page, Please try again later." });
    }
  };
  return (
    <Button variant={variant} loading={busy} onClick={() => void create()}>
      {label}
    </Button>
  );
}
