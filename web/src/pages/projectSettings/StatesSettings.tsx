import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { State } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { STATE_GROUPS, deleteState, loadProjectStates, projectStates, statesOfGroup } from "../../stores/projectStates";
import { showToast } from "../../stores/toasts";
import { StateGroupSection } from "./StateGroupSection";
import type { SettingsPageProps } from "./settingsContext";

/** settings/states/: the workflow states under their five groups, each editable in place. */
export function StatesSettings({ slug, project }: SettingsPageProps) {
  const { states, state } = useSnapshot(projectStates);
  const [deleting, setDeleting] = useState<State | null>(null);
  useDocumentTitle(`States · ${project.name}`);

  useEffect(() => {
    void loadProjectStates(slug, project.id);
  }, [slug, project.id]);

  return (
    <>
      <header className="settings-page__header">
        <h1>States</h1>
        <p className="muted">The steps a work item of {project.name} goes through. New work items start in the default state.</p>
      </header>
      {state === "loading" && <p className="muted">Loading states…</p>}
      {state === "error" && (
        <p role="alert">
          Could not load the states.{" "}
          <Button variant="link" onClick={() => void loadProjectStates(slug, project.id)}>
            Try again
          </Button>
        </p>
      )}
      {state === "ready" &&
        STATE_GROUPS.map(({ group, label }) => (
          <StateGroupSection key={group} slug={slug} projectId={project.id} group={group} label={label} states={statesOfGroup(states as State[], group)} onDelete={setDeleting} />
        ))}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? "state"}?`}
        description="Work items can no longer be put in this state. This cannot be undone."
        confirmLabel="Delete state"
        action="delete the state"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteState(slug, project.id, deleting.id);
          showToast({ tone: "success", title: "State deleted" });
        }}
      />
    </>
  );
}
