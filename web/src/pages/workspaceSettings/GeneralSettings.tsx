import { useId, useState } from "react";
import { useSnapshot } from "valtio";
import { ORGANIZATION_SIZES } from "../../../../api/contract/onboarding";
import { WORKSPACE_NAME_MAX_LENGTH } from "../../../../api/contract/workspaceSlug";
import { Banner } from "../../components/Banner";
import { SaveChangesActions } from "../../components/SaveChangesActions";
import { TextField } from "../../components/TextField";
import { useNamedSave } from "../../components/useNamedSave";
import type { Workspace } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { showToast } from "../../stores/toasts";
import { updateWorkspace, workspaces } from "../../stores/workspaces";
import { TimezoneSelect } from "../profile/TimezoneSelect";
import { DeleteWorkspace } from "./DeleteWorkspace";

function GeneralForm({ workspace }: { workspace: Workspace }) {
  const sizeId = useId();
  const [name, setName] = useState(workspace.name);
  const [size, setSize] = useState(workspace.organization_size ?? "");
  const [timezone, setTimezone] = useState(workspace.timezone || "UTC");
  const { nameError, failure, saving, submit } = useNamedSave({
    noun: "workspace",
    name,
    save: async (trimmed) => {
      await updateWorkspace(workspace.slug, { name: trimmed, organization_size: size || undefined, timezone });
      showToast({ tone: "success", title: "Workspace saved" });
    },
  });

  return (
    <form className="settings-form settings-form--narrow" noValidate onSubmit={submit} aria-busy={saving || undefined}>
      {failure && <Banner title="Workspace not saved">{failure}</Banner>}
      <TextField label="Workspace name" name="name" value={name} maxLength={WORKSPACE_NAME_MAX_LENGTH} error={nameError} onChange={(event) => setName(event.target.value)} />
      <TextField label="Workspace address" name="slug" value={`${window.location.origin}/${workspace.slug}/`} readOnly hint="The address cannot be changed." />
      <div className="field">
        <label className="field__label" htmlFor={sizeId}>
          Organisation size
        </label>
        <select id={sizeId} className="field__select" value={size} onChange={(event) => setSize(event.target.value)}>
          {!size && <option value="">Not given</option>}
          {ORGANIZATION_SIZES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </div>
      <TimezoneSelect value={timezone} onChange={setTimezone} />
      <SaveChangesActions saving={saving} />
    </form>
  );
}

/** /{slug}/settings/: the workspace's name, organisation size and time zone; deletion below. */
export function GeneralSettings() {
  const { current } = useSnapshot(workspaces);
  useDocumentTitle(current ? `General · ${current.name}` : "General");
  if (!current) return null;
  return (
    <>
      <header className="settings-page__header">
        <h1>General</h1>
        <p className="muted">How {current.name} is named and which time zone its dates use.</p>
      </header>
      <GeneralForm key={current.id} workspace={current as Workspace} />
      <DeleteWorkspace slug={current.slug} name={current.name} />
    </>
  );
}
