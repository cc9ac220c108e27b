import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { LABEL_COLORS } from "../../../../api/contract/labels";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { Label } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { createLabel, deleteLabel, labelsUnder, loadProjectLabels, parentChoices, projectLabels, setLabelParent } from "../../stores/projectLabels";
import { showToast } from "../../stores/toasts";
import { LabelForm } from "./LabelForm";
import { LabelRow } from "./LabelRow";
import { MoveIntoDialog } from "./MoveIntoDialog";
import type { SettingsPageProps } from "./settingsContext";

/** settings/labels/: the labels as a one-level tree, each editable in place. */
export function LabelsSettings({ slug, project }: SettingsPageProps) {
  const { labels: snapshot, state } = useSnapshot(projectLabels);
  const labels = snapshot as Label[];
  const [adding, setAdding] = useState(false);
  const [movingInto, setMovingInto] = useState<Label | null>(null);
  const [deleting, setDeleting] = useState<Label | null>(null);
  useDocumentTitle(`Labels · ${project.name}`);

  useEffect(() => {
    void loadProjectLabels(slug, project.id);
  }, [slug, project.id]);

  const rows = (parent: string | null) => {
    const siblings = labelsUnder(labels, parent);
    return siblings.map((label, index) => {
      const children = parent === null ? labelsUnder(labels, label.id) : [];
      return (
        <LabelRow
          key={label.id}
          slug={slug}
          projectId={project.id}
          label={label}
          isFirst={index === 0}
          isLast={index === siblings.length - 1}
          canMoveInto={parentChoices(labels, label).length > 0}
          onMoveInto={() => setMovingInto(label)}
          onDelete={() => setDeleting(label)}
          nested={
            children.length > 0 && (
              <ul role="list" className="project-settings__list project-settings__list--nested" aria-label={`Labels in ${label.name}`}>
                {rows(label.id)}
              </ul>
            )
          }
        />
      );
    });
  };

  const deletingHasChildren = deleting !== null && labels.some((label) => label.parent === deleting.id);

  return (
    <>
      <header className="settings-page__header">
        <h1>Labels</h1>
        <p className="muted">Tags for the work items of {project.name}. A label can hold others one level deep.</p>
      </header>
      <section className="settings-section" aria-labelledby="labels-title" aria-busy={state === "loading" || undefined}>
        <div className="project-settings__group-header">
          <h2 id="labels-title">Labels</h2>
          {!adding && <Button onClick={() => setAdding(true)}>Add label</Button>}
        </div>
        {/* The server picks the palette's colours in turn by label count; the form starts on the same one. */}
        {adding && (
          <LabelForm
            initial={{ name: "", color: LABEL_COLORS[labels.length % LABEL_COLORS.length] ?? LABEL_COLORS[0], description: "" }}
            submitLabel="Add label"
            onCancel={() => setAdding(false)}
            onSubmit={async (input) => {
              await createLabel(slug, project.id, { ...input, parent: null });
              setAdding(false);
            }}
          />
        )}
        {state === "loading" && <p className="muted">Loading labels…</p>}
        {state === "error" && (
          <p role="alert">
            Could not load the labels.{" "}
            <Button variant="link" onClick={() => void loadProjectLabels(slug, project.id)}>
              Try again
            </Button>
          </p>
        )}
        {state === "ready" && labels.length === 0 && <p className="muted">No labels yet.</p>}
        {state === "ready" && labels.length > 0 && (
          <ul role="list" className="project-settings__list" aria-labelledby="labels-title">
            {rows(null)}
          </ul>
        )}
      </section>
      <MoveIntoDialog
        label={movingInto}
        choices={movingInto ? parentChoices(labels, movingInto) : []}
        onClose={() => setMovingInto(null)}
        onMove={(parentId) => {
          if (movingInto) void setLabelParent(slug, project.id, movingInto.id, parentId);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${deleting?.name ?? "label"}?`}
        description={`It is taken off every work item that has it.${deletingHasChildren ? " The labels inside it move to the top level." : ""}`}
        confirmLabel="Delete label"
        action="delete the label"
        onConfirm={async () => {
          if (!deleting) return;
          await deleteLabel(slug, project.id, deleting.id);
          showToast({ tone: "success", title: "Label deleted" });
        }}
      />
    </>
  );
}
