import { useId, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { ROLE } from "../../../../api/contract/roles";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { describeError } from "../../http/describeError";
import type { RoleValue, WorkspaceMember } from "../../http/types";
import { addProjectMembers, loadWorkspaceMembers, projectMembers } from "../../stores/projectMembers";
import { showToast } from "../../stores/toasts";
import { DraftRowList } from "../members/DraftRowList";
import { personName } from "../members/personName";
import { RoleField } from "../members/RoleField";
import { useDraftRows } from "../members/useDraftRows";
import { defaultProjectRole, projectRoleChoices } from "./memberRoles";

interface Row {
  key: number;
  /** The chosen person's user id; "" until one is picked. */
  userId: string;
  role: RoleValue;
  error?: string;
}

const BLANK = { userId: "", role: ROLE.MEMBER };

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  projectId: string;
}

/** Rows of person + role, picked from the workspace members not yet in the project; sent as one POST. */
export function AddMembersDialog({ open, onClose, slug, projectId }: Props) {
  const { members, workspaceMembers, workspaceMembersState } = useSnapshot(projectMembers);
  const { rows, setRows, update, remove, append, reset } = useDraftRows<Row>(BLANK);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const formId = useId();
  const inProject = new Set(members.map((entry) => entry.member.id));
  const candidates = (workspaceMembers as WorkspaceMember[]).filter((entry) => !inProject.has(entry.member.id));
  const workspaceRoleOf = (userId: string) => candidates.find((entry) => entry.member.id === userId)?.role;

  const close = () => {
    if (sending) return;
    reset();
    setFailure(null);
    onClose();
  };

  const pickPerson = (key: number, userId: string) => {
    const workspaceRole = workspaceRoleOf(userId);
    update(key, { userId, role: defaultProjectRole(workspaceRole ?? ROLE.MEMBER) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const seen = new Set<string>();
    const checked = rows.map((row) => {
      const error = !row.userId ? "Choose a person." : seen.has(row.userId) ? "This person is already in the list." : undefined;
      seen.add(row.userId);
      return { ...row, error };
    });
    setRows(checked);
    setFailure(null);
    if (checked.some((row) => row.error)) return;
    setSending(true);
    try {
      await addProjectMembers(
        slug,
        projectId,
        checked.map((row) => ({ member_id: row.userId, role: row.role })),
      );
      showToast({ tone: "success", title: checked.length === 1 ? "Member added" : `${checked.length} members added` });
      setSending(false);
      reset();
      onClose();
    } catch (error) {
      setSending(false);
      setFailure(describeError(error, "add the members"));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Add members"
      description="People of the workspace who are not in this project yet. Nobody can have a higher role here than in the workspace."
      footer={
        <>
          <Button variant="secondary" onClick={close} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={sending} disabled={candidates.length === 0}>
            Add members
          </Button>
        </>
      }
    >
      {workspaceMembersState === "loading" && <p className="muted">Loading workspace members…</p>}
      {workspaceMembersState === "error" && (
        <p role="alert">
          Could not load the workspace members.{" "}
          <Button variant="link" onClick={() => void loadWorkspaceMembers(slug)}>
            Try again
          </Button>
        </p>
      )}
      {workspaceMembersState === "ready" && candidates.length === 0 && <p className="muted">Everyone in the workspace is already in this project.</p>}
      {workspaceMembersState === "ready" && candidates.length > 0 && (
        <form id={formId} noValidate onSubmit={submit}>
          {failure && <Banner title="Members not added">{failure}</Banner>}
          <DraftRowList rows={rows} rowLabel="New member" canAppend={rows.length < candidates.length} onRemove={remove} onAppend={append}>
            {(row) => (
              <>
                <div className={`field${row.error ? " field--invalid" : ""}`}>
                  <label className="field__label" htmlFor={`${formId}-person-${row.key}`}>
                    Person
                  </label>
                  <select
                    id={`${formId}-person-${row.key}`}
                    className="field__select"
                    value={row.userId}
                    aria-invalid={row.error ? true : undefined}
                    aria-describedby={row.error ? `${formId}-error-${row.key}` : undefined}
                    onChange={(event) => pickPerson(row.key, event.target.value)}
                  >
                    <option value="">Choose a person</option>
                    {candidates.map((entry) => (
                      <option key={entry.member.id} value={entry.member.id}>
                        {personName(entry.member)} ({entry.member.email})
                      </option>
                    ))}
                  </select>
                  {row.error && (
                    <p id={`${formId}-error-${row.key}`} className="field__error">
                      {row.error}
                    </p>
                  )}
                </div>
                <RoleField value={row.role} options={projectRoleChoices(row.userId ? workspaceRoleOf(row.userId) : undefined)} onChange={(role) => update(row.key, { role })} />
              </>
            )}
          </DraftRowList>
        </form>
      )}
    </Dialog>
  );
}
