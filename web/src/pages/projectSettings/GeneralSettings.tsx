import { useState } from "react";
import { PROJECT_NETWORK, canAdministerProject } from "../../../../api/contract/projectRoles";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { RadioGroup } from "../../components/RadioGroup";
import { SaveChangesActions } from "../../components/SaveChangesActions";
import { TextAreaField } from "../../components/TextAreaField";
import { TextField } from "../../components/TextField";
import { useNamedSave } from "../../components/useNamedSave";
import type { Project } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { updateProject } from "../../stores/projects";
import { showToast } from "../../stores/toasts";
import { ProjectDangerZone } from "./ProjectDangerZone";
import type { SettingsPageProps } from "./settingsContext";

/** The server's description limit (api/routes/projects/schema.ts). */
const DESCRIPTION_MAX_LENGTH = 10000;

type Visibility = "public" | "private";

const VISIBILITY_OPTIONS = [
  { value: "public", label: "Public", detail: <span className="muted project-settings__option-detail">Everyone in the workspace except guests can join.</span> },
  { value: "private", label: "Private", detail: <span className="muted project-settings__option-detail">Only people added to the project see it.</span> },
] as const;

interface FormProps extends SettingsPageProps {
  onProjectChange: (project: Project) => void;
}

function GeneralForm({ slug, project, role, onProjectChange }: FormProps) {
  const editable = canAdministerProject(role);
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description);
  const [visibility, setVisibility] = useState<Visibility>(project.network === PROJECT_NETWORK.PUBLIC ? "public" : "private");
  const { nameError, failure, saving, submit } = useNamedSave({
    noun: "project",
    name,
    save: async (trimmed) => {
      const network = visibility === "public" ? PROJECT_NETWORK.PUBLIC : PROJECT_NETWORK.PRIVATE;
      onProjectChange(await updateProject(slug, project.id, { name: trimmed, description, network }));
      showToast({ tone: "success", title: "Project saved" });
    },
  });

  return (
    <form className="settings-form settings-form--narrow" noValidate onSubmit={submit} aria-busy={saving || undefined}>
      {failure && <Banner title="Project not saved">{failure}</Banner>}
      {!editable && <p className="muted">Only project admins can change these settings.</p>}
      <TextField label="Project name" name="name" value={name} readOnly={!editable} maxLength={LIMITS.projectNameMaxLength} error={nameError} onChange={(event) => setName(event.target.value)} />
      <TextField label="Identifier" name="identifier" value={project.identifier} readOnly hint="Work item keys start with it, as in ABC-12. It cannot be changed here." />
      <TextAreaField label="Description" name="description" value={description} rows={4} readOnly={!editable} maxLength={DESCRIPTION_MAX_LENGTH} onChange={(event) => setDescription(event.target.value)} />
      <RadioGroup legend="Visibility" name="visibility" options={VISIBILITY_OPTIONS} value={visibility} onChange={setVisibility} columns={1} disabled={!editable} />
      {editable && <SaveChangesActions saving={saving} />}
    </form>
  );
}

/** settings/: the project's name, description and visibility, then archive, delete or leave. */
export function GeneralSettings(props: FormProps) {
  const { project } = props;
  useDocumentTitle(`General · ${project.name}`);
  return (
    <>
      <header className="settings-page__header">
        <h1>General</h1>
        <p className="muted">How {project.name} is named and who can find it.</p>
      </header>
      {/* Keyed by update time: a saved change refills the form with what the server kept. */}
      <GeneralForm key={`${project.id}:${project.updated_at}`} {...props} />
      <ProjectDangerZone slug={props.slug} project={project} role={props.role} />
    </>
  );
}
