import { useState } from "react";
import { useSnapshot } from "valtio";
import { canEditProjectContent, effectiveProjectRole } from "../../../../api/contract/projectRoles";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { RadioGroup } from "../../components/RadioGroup";
import { describeError } from "../../http/describeError";
import type { RoleValue } from "../../http/types";
import { projects } from "../../stores/projects";

interface Props {
  open: boolean;
  onClose: () => void;
  pageName: string;
  /** The page's project, which is not offered. */
  projectId: string;
  workspaceRole: RoleValue;
  /** Moves it; a throw keeps the dialog open with the reason. */
  onMove: (projectId: string, projectName: string) => Promise<void>;
}

/** Move to project: the projects where the viewer may write pages (member or admin, pages turned on). */
export function MovePageDialog({ open, onClose, pageName, projectId, workspaceRole, onMove }: Props) {
  const { active } = useSnapshot(projects);
  const [target, setTarget] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = active.filter((project) => project.id !== projectId && project.page_view && canEditProjectContent(effectiveProjectRole(workspaceRole, project.member_role)));
  const chosen = choices.find((project) => project.id === target);

  const close = () => {
    if (busy) return;
    setTarget(null);
    setFailure(null);
    onClose();
  };
  const move = async () => {
    if (!chosen) return;
    setBusy(true);
    setFailure(null);
    try {
      await onMove(chosen.id, chosen.name);
      setBusy(false);
      setTarget(null);
      onClose();
    } catch (error) {
      setBusy(false);
      setFailure(describeError(error, "move the page"));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Move to another project"
      description={`“${pageName || "Untitled"}” leaves this project, with its content and versions.`}
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={() => void move()} disabled={!chosen} loading={busy}>
            Move page
          </Button>
        </>
      }
    >
      {choices.length === 0 ? (
        <p className="muted">There is no other project where you can add pages. Join a project as a member, or turn Pages on in one of yours.</p>
      ) : (
        <RadioGroup legend="Project" name="move-page-project" value={target} columns={1} onChange={setTarget} options={choices.map((project) => ({ value: project.id, label: `${project.identifier} · ${project.name}` }))} />
      )}
      {failure && <Banner title="Move failed">{failure}</Banner>}
    </Dialog>
  );
}
