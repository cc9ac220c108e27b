import { useId, useState } from "react";
import { LIMITS } from "../../../../api/contract/limits";
import type { Project } from "../../http/types";
import { createDraft } from "../../stores/drafts";
import { InlineAddForm } from "../workItems/widgets/InlineAddForm";
import { useInlineSubmit } from "../workItems/widgets/useInlineSubmit";

interface Props {
  slug: string;
  /** The projects the caller may create work items in. */
  projects: readonly Project[];
  projectsLoading: boolean;
}

/** A new draft: which project it will belong to, and its name. */
export function CreateDraftForm({ slug, projects, projectsLoading }: Props) {
  const id = useId();
  const [chosen, setChosen] = useState("");
  const [name, setName] = useState("");
  const { busy, error, run } = useInlineSubmit("create the draft");
  const projectId = projects.some((project) => project.id === chosen) ? chosen : (projects[0]?.id ?? "");

  if (!projectsLoading && projects.length === 0) {
    return <p className="muted">You are not a member of any project you can add work items to. Join a project to start drafts.</p>;
  }

  const submit = async () => {
    if (!name.trim() || !projectId) return;
    if (await run(async () => void (await createDraft(slug, projectId, { name: name.trim() })))) setName("");
  };

  return (
    <InlineAddForm onSubmit={() => void submit()} submitLabel="Create draft" busy={busy} disabled={!name.trim() || !projectId} error={error}>
      <label className="visually-hidden" htmlFor={`${id}-project`}>
        Project
      </label>
      <select id={`${id}-project`} className="field__select widget__select" value={projectId} disabled={projectsLoading} onChange={(event) => setChosen(event.target.value)}>
        {projectsLoading && <option value="">Loading projects…</option>}
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.identifier} · {project.name}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-name`}>
        Draft name
      </label>
      <input id={`${id}-name`} className="field__input" placeholder="What needs doing?" maxLength={LIMITS.nameMaxLength} value={name} onChange={(event) => setName(event.target.value)} />
    </InlineAddForm>
  );
}
