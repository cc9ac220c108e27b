import { roleName } from "../../../../api/contract/roles";
import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { describeError } from "../../http/describeError";
import { WorkspaceLogo } from "../../shell/WorkspaceLogo";
import type { MyInvitation } from "../../http/types";
import { session } from "../../stores/session";
import { acceptInvitations, declineInvitation, loadMyInvitations, workspaces } from "../../stores/workspaces";
import { VerifyEmailPrompt } from "./VerifyEmailPrompt";
import "../workspace/Workspace.css";

interface Props {
  /** After accepting, with the workspace joined. */
  onAccepted: (slug: string) => void | Promise<void>;
  /** Shown when there is nothing to accept; nothing at all when left out. */
  emptyText?: string;
}

/**
 * The signed-in person's open invitations, each with an Accept button. An unverified address may only
 * decline here until it is verified: the API admits it by the emailed link alone.
 */
export function PendingInvitations({ onAccepted, emptyText }: Props) {
  const { invitations, invitationsState } = useSnapshot(workspaces);
  const verified = useSnapshot(session).user?.is_email_verified ?? false;
  /** The invitation being answered, and how. */
  const [busy, setBusy] = useState<{ id: string; accepting: boolean } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    loadMyInvitations().catch(() => undefined);
  }, []);

  const answer = async (invitation: MyInvitation, accepting: boolean) => {
    setBusy({ id: invitation.id, accepting });
    setFailure(null);
    try {
      if (accepting) {
        await acceptInvitations([invitation.id]);
        await onAccepted(invitation.workspace.slug);
      } else {
        await declineInvitation(invitation);
      }
    } catch (error) {
      setFailure(describeError(error, accepting ? "accept the invitation" : "decline the invitation"));
    } finally {
      setBusy(null);
    }
  };

  if (invitationsState === "idle" || (invitationsState === "loading" && invitations.length === 0)) {
    return (
      <p className="muted" aria-busy="true">
        Loading invitations…
      </p>
    );
  }
  if (invitationsState === "error") {
    return (
      <p role="alert">
        Could not load your invitations.{" "}
        <Button variant="link" onClick={() => void loadMyInvitations().catch(() => undefined)}>
          Try again
        </Button>
      </p>
    );
  }
  if (invitations.length === 0) return emptyText ? <p className="muted">{emptyText}</p> : null;
  return (
    <>
      {!verified && <VerifyEmailPrompt />}
      {failure && <Banner title="Invitation not answered">{failure}</Banner>}
      <ul className="card-list" aria-label="Invitations">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="invitation-card">
            <WorkspaceLogo name={invitation.workspace.name} url={invitation.workspace.logo_url} />
            <div className="invitation-card__text">
              <span className="invitation-card__name">{invitation.workspace.name}</span>
              <span className="muted">
                As {roleName(invitation.role).toLowerCase()}
                {invitation.invited_by ? `, invited by ${invitation.invited_by.display_name}` : ""}
              </span>
            </div>
            <div className="invitation-card__actions">
              <Button
                variant="ghost"
                onClick={() => void answer(invitation as MyInvitation, false)}
                loading={busy?.id === invitation.id && !busy.accepting}
                disabled={busy !== null && !(busy.id === invitation.id && !busy.accepting)}
                aria-label={`Decline the invitation to ${invitation.workspace.name}`}
              >
                Decline
              </Button>
              <Button
                onClick={() => void answer(invitation as MyInvitation, true)}
                loading={busy?.id === invitation.id && busy.accepting}
                disabled={!verified || (busy !== null && !(busy.id === invitation.id && busy.accepting))}
                aria-label={`Accept the invitation to ${invitation.workspace.name}`}
              >
                Accept
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
