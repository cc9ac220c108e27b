import { useId, useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { LIMITS } from "../../../../api/contract/limits";
import { PROJECT_NETWORK } from "../../../../api/contract/projectRoles";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { RadioGroup } from "../../components/RadioGroup";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { ApiError } from "../../http/client";
import { describeError } from "../../http/describeError";
import { createProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { IdentifierStatusLine } from "./IdentifierStatusLine";
import { identifierFromName, identifierProblem, useIdentifierAvailability } from "./projectIdentifier";
import "../workspace/Workspace.css";
import "./Projects.css";

type Visibility = "public" | "private";

const VISIBILITY_OPTIONS = [
  { value: "public", label: "Public", detail: <span className="muted">Anyone in the workspace except guests can join.</span> },
  { value: "private", label: "Private", detail: <span className="muted">Only people added to the project can see it.</span> },
] as const;

interface Errors {
  name?: string;
  identifier?: string;
  description?: string;
  network?: string;
}

const FIELDS = ["name", "identifier", "description", "network"] as const;

/** A 409 names which of the two unique fields clashed; other refusals carry per-field details. */
function errorsFromServer(error: ApiError): Errors {
  if (error.status === 409) {
    const message = error.body.error ?? "";
    if (/identifier/i.test(message)) return { identifier: "Another project uses this identifier; choose another." };
    if (/name/i.test(message)) return { name: "Another project has this name; choose another." };
  }
  const found: Errors = {};
  for (const detail of error.body.details ?? []) {
    const field = FIELDS.find((candidate) => candidate === detail.path.split(".").pop());
    if (field) found[field] = `This ${field} ${detail.message}.`;
  }
  return found;
}

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
}

/** Name, identifier (derived from the name until edited by hand, checked for clashes), description, visibility. */
export function CreateProjectDialog({ open, onClose, slug }: Props) {
  const [, navigate] = useLocation();
  const formId = useId();
  const [name, setName] = useState("");
  const [identifier, setIdentifier] = useState("");
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const [description, setDescription] = useState("");
  const [visibility, setVisibility] = useState<Visibility>("public");
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const availability = useIdentifierAvailability(slug, identifier);

  const reset = () => {
    setName("");
    setIdentifier("");
    setIdentifierEdited(false);
    setDescription("");
    setVisibility("public");
    setErrors({});
    setFailure(null);
  };

  const close = () => {
    if (saving) return;
    reset();
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      name: name.trim() ? undefined : "Enter a name for the project.",
      identifier: identifierProblem(identifier) ?? (availability === "taken" ? "Another project uses this identifier; choose another." : undefined),
    };
    setErrors(found);
    setFailure(null);
    if (found.name || found.identifier) return;
    setSaving(true);
    try {
      const project = await createProject(slug, {
        name: name.trim(),
        identifier,
        description: description.trim() || undefined,
        network: visibility === "public" ? PROJECT_NETWORK.PUBLIC : PROJECT_NETWORK.PRIVATE,
      });
      setSaving(false);
      reset();
      onClose();
      showToast({ tone: "success", title: `${project.name} created` });
      navigate(`~/${slug}/projects/${project.id}/issues/`);
    } catch (error) {
      setSaving(false);
      const fieldErrors = error instanceof ApiError ? errorsFromServer(error) : {};
      setErrors(fieldErrors);
      if (!Object.keys(fieldErrors).length) setFailure(describeError(error, "create the project"));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Create project"
      description="A project holds work items, cycles, modules and pages for one team or product."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            Create project
          </Button>
        </>
      }
    >
      <form id={formId} className="create-project" noValidate onSubmit={submit} aria-busy={saving || undefined}>
        {failure && <Banner title="Project not created">{failure}</Banner>}
        <TextField
          label="Name"
          name="name"
          value={name}
          maxLength={LIMITS.projectNameMaxLength}
          autoComplete="off"
          autoFocus
          required
          error={errors.name}
          onChange={(event) => {
            setName(event.target.value);
            if (!identifierEdited) setIdentifier(identifierFromName(event.target.value));
          }}
        />
        <TextField
          label="Identifier"
          name="identifier"
          value={identifier}
          maxLength={LIMITS.projectIdentifierMaxLength}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          error={errors.identifier}
          hint={<IdentifierStatusLine status={availability} identifier={identifier} />}
          onChange={(event) => {
            setIdentifierEdited(true);
            setIdentifier(event.target.value.toUpperCase());
          }}
        />
        <TextAreaField label="Description" name="description" value={description} error={errors.description} onChange={(event) => setDescription(event.target.value)} />
        <RadioGroup legend="Visibility" name="network" options={VISIBILITY_OPTIONS} value={visibility} onChange={setVisibility} error={errors.network} />
      </form>
    </Dialog>
  );
}
