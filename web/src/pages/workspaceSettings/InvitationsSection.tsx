import { roleName } from "../../../../api/contract/roles";
import { useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { WorkspaceInvitation } from "../../http/types";
import { loadInvitations, members, revokeInvitation } from "../../stores/members";
import { showToast } from "../../stores/toasts";
import { InvitationLinkAction } from "./InvitationLinkAction";
import { SearchableTableSection } from "./SearchableTableSection";

/** Invitations not yet accepted, each with a new link (resent or copied) and a revoke button. */
export function InvitationsSection({ slug, search }: { slug: string; search: string }) {
  const { invitations, invitationsState } = useSnapshot(members);
  const [revoking, setRevoking] = useState<WorkspaceInvitation | null>(null);

  return (
    <>
      <SearchableTableSection
        titleId="invitations-title"
        title="Pending invitations"
        state={invitationsState}
        noun="invitations"
        onRetry={() => void loadInvitations(slug, search)}
        emptyMessage={search ? `No invitation matches “${search}”.` : "No invitations are waiting for an answer."}
        count={invitations.length}
        columns={["Email", "Role", "Invited"]}
      >
        {invitations.map((invitation) => (
          <tr key={invitation.id}>
            <td>{invitation.email}</td>
            <td>{roleName(invitation.role)}</td>
            <td>
              {new Date(invitation.created_at).toLocaleDateString()}
              {invitation.invited_by ? <span className="muted"> by {invitation.invited_by.display_name}</span> : null}
            </td>
            <td className="invitation-actions">
              {!invitation.responded_at && <InvitationLinkAction slug={slug} invitation={invitation} />}
              <Button variant="ghost" aria-label={`Revoke the invitation of ${invitation.email}`} onClick={() => setRevoking(invitation as WorkspaceInvitation)}>
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </SearchableTableSection>
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title="Revoke this invitation?"
        description={`${revoking?.email ?? "They"} will no longer be able to join with it.`}
        confirmLabel="Revoke invitation"
        action="revoke the invitation"
        onConfirm={async () => {
          if (!revoking) return;
          await revokeInvitation(slug, revoking.id);
          showToast({ tone: "success", title: "Invitation revoked" });
        }}
      />
    </>
  );
}
