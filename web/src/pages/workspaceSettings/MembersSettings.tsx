import { useEffect, useState } from "react";
import { useLocation } from "wouter";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { TextField } from "../../components/TextField";
import type { WorkspaceMember } from "../../http/types";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { changeMemberRole, loadInvitations, loadMembers, members, removeMember } from "../../stores/members";
import { showToast } from "../../stores/toasts";
import { leaveWorkspace, workspaces } from "../../stores/workspaces";
import { InvitationsSection } from "./InvitationsSection";
import { InviteDialog } from "./InviteDialog";
import { MemberRow } from "./MemberRow";
import { SearchableTableSection } from "./SearchableTableSection";

const SEARCH_DEBOUNCE_MS = 250;

/** /{slug}/settings/members/: members with their roles, open invitations, and the invite dialog. */
export function MembersSettings() {
  const { current, membership } = useSnapshot(workspaces);
  const { members: list, membersState } = useSnapshot(members);
  const [search, setSearch] = useState("");
  const [inviteOpen, setInviteOpen] = useState(false);
  const [removing, setRemoving] = useState<WorkspaceMember | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [, navigate] = useLocation();
  const slug = current?.slug;
  useDocumentTitle(current ? `Members · ${current.name}` : "Members");

  useEffect(() => {
    if (!slug) return;
    const timer = setTimeout(() => {
      void loadMembers(slug, search);
      void loadInvitations(slug, search);
    }, search ? SEARCH_DEBOUNCE_MS : 0);
    return () => clearTimeout(timer);
  }, [slug, search]);

  if (!current || !membership || !slug) return null;
  const actor = { memberId: membership.id, role: membership.role };

  return (
    <>
      <header className="settings-page__header">
        <h1>Members</h1>
        <p className="muted">Who belongs to {current.name} and what they may do there.</p>
      </header>
      <div className="members-toolbar">
        <TextField label="Search members and invitations" type="search" name="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        <Button onClick={() => setInviteOpen(true)}>Invite</Button>
      </div>
      <SearchableTableSection
        titleId="members-title"
        title="Members"
        state={membersState}
        noun="members"
        onRetry={() => void loadMembers(slug, search)}
        emptyMessage={search ? `No member matches “${search}”.` : "No members."}
        count={list.length}
        columns={["Name", "Role", "Joined"]}
      >
        {list.map((entry) => (
          <MemberRow
            key={entry.id}
            entry={entry as WorkspaceMember}
            actor={actor}
            onRoleChange={(role) => void changeMemberRole(slug, entry.id, role)}
            onRemove={() => setRemoving(entry as WorkspaceMember)}
            onLeave={() => setLeaving(true)}
          />
        ))}
      </SearchableTableSection>
      <InvitationsSection slug={slug} search={search} />
      <InviteDialog open={inviteOpen} onClose={() => setInviteOpen(false)} slug={slug} actor={actor} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={`Remove ${removing?.member.display_name ?? "member"}?`}
        description={`${removing?.member.email ?? "They"} will lose access to ${current.name} and its projects.`}
        confirmLabel="Remove member"
        action="remove the member"
        onConfirm={async () => {
          if (!removing) return;
          await removeMember(slug, removing.id);
          showToast({ tone: "success", title: "Member removed" });
        }}
      />
      <ConfirmDialog
        open={leaving}
        onClose={() => setLeaving(false)}
        title={`Leave ${current.name}?`}
        description="You lose access to this workspace and its projects until someone invites you again."
        confirmLabel="Leave workspace"
        action="leave the workspace"
        onConfirm={async () => {
          await leaveWorkspace(slug);
          showToast({ tone: "success", title: `You left ${current.name}` });
          navigate("~/", { replace: true });
        }}
      />
    </>
  );
}
