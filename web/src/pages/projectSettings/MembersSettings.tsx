import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { canAdministerProject } from "../../../../api/contract/projectRoles";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { TextField } from "../../components/TextField";
import type { ProjectMember } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { changeProjectMemberRole, loadProjectMembers, loadWorkspaceMembers, projectMembers, removeProjectMember } from "../../stores/projectMembers";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { SearchableTableSection } from "../workspaceSettings/SearchableTableSection";
import { personName } from "../members/personName";
import { AddMembersDialog } from "./AddMembersDialog";
import { LeaveProjectDialog } from "./LeaveProjectDialog";
import { personMatches } from "./memberRoles";
import { ProjectMemberRow } from "./ProjectMemberRow";
import type { SettingsPageProps } from "./settingsContext";

/** settings/members/: who is in the project and with which role; admins add, change and remove. */
export function MembersSettings({ slug, project, role }: SettingsPageProps) {
  const { members, state, workspaceMembers } = useSnapshot(projectMembers);
  const { user } = useSnapshot(session);
  const [search, setSearch] = useState("");
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ProjectMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const admin = canAdministerProject(role);
  useDocumentTitle(`Members · ${project.name}`);

  useEffect(() => {
    void loadProjectMembers(slug, project.id);
    // Workspace roles cap the project roles an admin may give, so they are needed for the role selects too.
    void loadWorkspaceMembers(slug);
  }, [slug, project.id]);

  const shown = members.filter((entry) => personMatches(entry.member, search));
  const workspaceRoleOf = (userId: string) => workspaceMembers.find((entry) => entry.member.id === userId)?.role;

  return (
    <>
      <header className="settings-page__header">
        <h1>Members</h1>
        <p className="muted">Who works in {project.name} and what they may do there.</p>
      </header>
      <div className="members-toolbar">
        <TextField label="Search members" type="search" name="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {admin && <Button onClick={() => setAdding(true)}>Add members</Button>}
      </div>
      <SearchableTableSection
        titleId="project-members-title"
        title="Members"
        state={state}
        noun="members"
        onRetry={() => void loadProjectMembers(slug, project.id)}
        emptyMessage={search ? `No member matches “${search}”.` : "No members."}
        count={shown.length}
        columns={["Name", "Role", "Added"]}
      >
        {shown.map((entry) => (
          <ProjectMemberRow
            key={entry.id}
            entry={entry as ProjectMember}
            isSelf={entry.member.id === user?.id}
            manageable={admin}
            workspaceRole={workspaceRoleOf(entry.member.id)}
            onRoleChange={(newRole) => void changeProjectMemberRole(slug, project.id, entry.id, newRole)}
            onRemove={() => setRemoving(entry as ProjectMember)}
            onLeave={() => setLeaving(true)}
          />
        ))}
      </SearchableTableSection>
      {admin && <AddMembersDialog open={adding} onClose={() => setAdding(false)} slug={slug} projectId={project.id} />}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing ? personName(removing.member) : "member"}?`}
        description={`${removing?.member.email ?? "They"} will no longer be a member of ${project.name}.`}
        confirmLabel="Remove member"
        action="remove the member"
        onConfirm={async () => {
          if (!removing) return;
          await removeProjectMember(slug, project.id, removing.id);
          showToast({ tone: "success", title: "Member removed" });
        }}
      />
      <LeaveProjectDialog open={leaving} onClose={() => setLeaving(false)} slug={slug} project={project} />
    </>
  );
}
