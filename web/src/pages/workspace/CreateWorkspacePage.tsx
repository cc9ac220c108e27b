import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { ORGANIZATION_SIZES, type OrganizationSize } from "../../../../api/contract/onboarding";
import { slugFromName, WORKSPACE_NAME_MAX_LENGTH, WORKSPACE_SLUG_MAX_LENGTH } from "../../../../api/contract/workspaceSlug";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { RadioGroup } from "../../components/RadioGroup";
import { TextField } from "../../components/TextField";
import { useFieldErrors, type FieldErrors } from "../../components/useFieldErrors";
import { ApiError } from "../../http/client";
import { describeError } from "../../http/describeError";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { session } from "../../stores/session";
import { createWorkspace } from "../../stores/workspaces";
import { useSlugAvailability, type SlugVerdict } from "./slugAvailability";
import "./Workspace.css";

const SIZE_OPTIONS = ORGANIZATION_SIZES.map((size) => ({ value: size, label: size }));

type Field = "name" | "slug" | "organization_size";

const STATUS_TEXT: Record<SlugVerdict["status"], string> = {
  empty: "",
  checking: "Checking whether this address is free…",
  available: "Available",
  taken: "Taken — another workspace already uses this address.",
  invalid: "Reserved or invalid",
  unknown: "Could not check this address just now; it is checked again when you create the workspace.",
};

function SlugStatusLine({ verdict }: { verdict: SlugVerdict }) {
  const text = verdict.message ?? STATUS_TEXT[verdict.status];
  return (
    <span className="slug-status" data-status={verdict.status} aria-live="polite">
      {text}
    </span>
  );
}

/** /create-workspace/: name, address (slug) with a live availability check, organisation size. */
export default function CreateWorkspacePage() {
  useDocumentTitle("Create a workspace");
  const [, navigate] = useLocation();
  const { user, profile } = useSnapshot(session);
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugEdited, setSlugEdited] = useState(false);
  const [size, setSize] = useState<OrganizationSize | null>(() => ORGANIZATION_SIZES.find((s) => s === profile?.organization_size) ?? null);
  // Onboarding has asked already: the answer is used, not asked for again, unless the person changes it.
  const [askSize, setAskSize] = useState(size === null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const verdict = useSlugAvailability(slug);
  const { errors, checkAll, refuse, edited } = useFieldErrors<Field>({
    name: name.trim() ? undefined : "Enter a name for the workspace.",
    slug: !slug ? "Enter an address for the workspace." : verdict.status === "taken" ? "This address is taken; choose another." : (verdict.message ?? undefined),
    organization_size: size ? undefined : "Choose how many people work in your organisation.",
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!checkAll() || !size) return;
    setSaving(true);
    try {
      const workspace = await createWorkspace({ name: name.trim(), slug, organization_size: size });
      navigate(`/${workspace.slug}/`);
    } catch (error) {
      setSaving(false);
      if (error instanceof ApiError && error.status === 409) {
        refuse({ slug: "This address is taken; choose another." });
      } else if (error instanceof ApiError && error.status === 400 && error.body.details?.length) {
        const next: FieldErrors<Field> = {};
        for (const detail of error.body.details) {
          const field = detail.path.split(".").pop();
          if (field === "name" || field === "slug" || field === "organization_size") next[field] = `This ${field.replace("_", " ")} ${detail.message}.`;
        }
        refuse(next);
        if (!Object.keys(next).length) setFailure(describeError(error, "create the workspace"));
      } else {
        setFailure(describeError(error, "create the workspace"));
      }
    }
  };

  return (
    <AuthLayout
      title="Create a workspace"
      subtitle="A workspace holds your team's projects and work items. You can invite people once it exists."
      headerAside={user ? <a href="/">Back to Cairn</a> : undefined}
    >
      <form className="create-workspace" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title="Workspace not created">{failure}</Banner>}
        <TextField
          label="Workspace name"
          name="name"
          value={name}
          maxLength={WORKSPACE_NAME_MAX_LENGTH}
          autoFocus
          required
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            edited("name");
            if (!slugEdited) {
              setSlug(slugFromName(event.target.value));
              edited("slug");
            }
          }}
        />
        <TextField
          label="Workspace address"
          name="slug"
          value={slug}
          maxLength={WORKSPACE_SLUG_MAX_LENGTH}
          autoCapitalize="off"
          spellCheck={false}
          required
          error={errors.slug}
          hint={
            <>
              <span className="muted">
                {window.location.origin}/{slug || "your-workspace"}/
              </span>{" "}
              <SlugStatusLine verdict={verdict} />
            </>
          }
          onChange={(event) => {
            setSlugEdited(true);
            setSlug(event.target.value.toLowerCase());
            edited("slug");
          }}
        />
        {askSize ? (
          <RadioGroup
            legend="How large is your organisation?"
            name="organization_size"
            options={SIZE_OPTIONS}
            value={size}
            onChange={(chosen) => {
              setSize(chosen);
              edited("organization_size");
            }}
            error={errors.organization_size}
          />
        ) : (
          <p className="create-workspace__size">
            Organisation size: <strong>{size}</strong> <span className="muted">(from your profile)</span>{" "}
            <Button variant="link" aria-label="Change the organisation size" onClick={() => setAskSize(true)}>
              Change
            </Button>
          </p>
        )}
        <FormActions>
          <Button type="submit" loading={saving}>
            Create workspace
          </Button>
        </FormActions>
      </form>
    </AuthLayout>
  );
}
