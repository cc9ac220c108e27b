import { useState } from "react";
import { useLocation } from "wouter";
import { LIMITS } from "../../../../api/contract/limits";
import { PROJECT_NETWORK } from "../../../../api/contract/projectRoles";
import { FormDialog } from "../../components/FormDialog";
import { RadioGroup } from "../../components/RadioGroup";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { useCreateForm, type FieldErrors } from "../../components/useCreateForm";
import type { ApiError } from "../../http/client";
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

const FIELDS = ["name", "identifier", "description", "network"] as const;

type Errors = FieldErrors<(typeof FIELDS)[number]>;

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
  const [name, setName] = useState("");
  const [identifier, setIdentifier] = useState("");
  const [identifierEdited, setIdentifierEdited] = useState(false);
  const [description, setDescription] = useState("");
  const [visibility, setVisibility] = useState<Visibility>("public");
  const availability = useIdentifierAvailability(slug, identifier);
  const { errors, edited, failure, saving, close, submit } = useCreateForm({
    action: "create the project",
    checks: {
      name: name.trim() ? undefined : "Enter a name for the project.",
      identifier: identifierProblem(identifier) ?? (availability === "taken" ? "Another project uses this identifier; choose another." : undefined),
    },
    resetFields: () => {
      setName("");
      setIdentifier("");
      setIdentifierEdited(false);
      setDescription("");
      setVisibility("public");
    },
    onClose,
    fieldErrors: errorsFromServer,
  });

  const create = () =>
    submit(
      () =>
        createProject(slug, {
          name: name.trim(),
          identifier,
          description: description.trim() || undefined,
          network: visibility === "public" ? PROJECT_NETWORK.PUBLIC : PROJECT_NETWORK.PRIVATE,
        }),
      (project) => {
        showToast({ tone: "success", title: `${project.name} created` });
        navigate(`~/${slug}/projects/${project.id}/issues/`);
      },
    );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Create project"
      description="A project holds work items, cycles, modules and pages for one team or product."
      submitLabel="Create project"
      saving={saving}
      failureTitle="Project not created"
      failure={failure}
      className="create-project"
      onSubmit={create}
      confirmDiscard={Boolean(name.trim() || description.trim() || identifierEdited || visibility !== "public")}
    >
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
          edited("name");
          if (!identifierEdited) {
            setIdentifier(identifierFromName(event.target.value));
            edited("identifier");
          }
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
          edited("identifier");
        }}
      />
      <TextAreaField
        label="Description"
        name="description"
        value={description}
        error={errors.description}
        onChange={(event) => {
          setDescription(event.target.value);
          edited("description");
        }}
      />
      <RadioGroup legend="Visibility" name="network" options={VISIBILITY_OPTIONS} value={visibility} onChange={setVisibility} error={errors.network} />
    </FormDialog>
  );
}
