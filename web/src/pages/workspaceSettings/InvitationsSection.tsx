import { useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { WorkspaceInvitation } from "../../http/types";
import { loadInvitations, members, revokeInvitation } from "../../stores/members";
import { roleLabel } from "../../stores/memberRules";
import { showToast } from "../../stores/toasts";

/** Invitations not yet accepted, each with a revoke button. */
export function InvitationsSection({ slug, search }: { slug: string; search: string }) {
  const { invitations, invitationsState } = useSnapshot(members);
  const [revoking, setRevoking] = useState<WorkspaceInvitation | null>(null);

  return (
    <section className="settings-section" aria-labelledby="invitations-title" aria-busy={invitationsState === "loading" || undefined}>
      <h2 id="invitations-title">Pending invitations</h2>
      {invitationsState === "loading" && <p className="muted">Loading invitations…</p>}
      {invitationsState === "error" && (
        <p role="alert">
          Could not load the invitations.{" "}
          <Button variant="link" onClick={() => void loadInvitations(slug, search)}>
            Try again
          </Button>
        </p>
      )}
      {invitationsState === "ready" && invitations.length === 0 && <p className="muted">{search ? `No invitation matches “${search}”.` : "No invitations are waiting for an answer."}</p>}
      {invitationsState === "ready" && invitations.length > 0 && (
        <table className="members-table">
          <thead>
            <tr>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Invited</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <td>{invitation.email}</td>
                <td>{roleLabel(invitation.role)}</td>
                <td>
                  {new Date(invitation.created_at).toLocaleDateString()}
                  {invitation.invited_by ? <span className="muted"> by {invitation.invited_by.display_name}</span> : null}
                </td>
                <td>
                  <Button variant="ghost" aria-label={`Revoke the invitation of ${invitation.email}`} onClick={() => setRevoking(invitation as WorkspaceInvitation)}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
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
    </section>
  );
}
