import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useSnapshot } from "valtio";
import { AuthLayout } from "../../components/AuthLayout";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { FormActions } from "../../components/FormActions";
import { describeError } from "../../http/describeError";
import { useDocumentTitle } from "../../shell/useDocumentTitle";
import { session } from "../../stores/session";
import { answerInvitationLink, type InvitationLink } from "../../stores/workspaces";

function readLink(search: string): InvitationLink | null {
  const params = new URLSearchParams(search);
  const link = { invitationId: params.get("invitation_id") ?? "", email: params.get("email") ?? "", slug: params.get("slug") ?? "", token: params.get("token") ?? "" };
  return link.invitationId && link.email && link.slug && link.token ? link : null;
}

/**
 * /workspace-invitations/?invitation_id&email&slug&token: the emailed link. Answering needs the
 * invited email's session; App's signed-in guard sends anyone signed out to sign in and back here.
 */
export default function WorkspaceInvitationPage() {
  useDocumentTitle("Workspace invitation");
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user } = useSnapshot(session);
  const [busy, setBusy] = useState<"accept" | "decline" | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [declined, setDeclined] = useState(false);
  const link = readLink(search);

  if (!link) {
    return (
      <AuthLayout title="This invitation link is incomplete" subtitle="Open the link from the invitation email again, or ask for a new invitation.">
        <a href="/">Go to Cairn</a>
      </AuthLayout>
    );
  }
  const wrongAccount = user !== null && user.email.toLowerCase() !== link.email.toLowerCase();

  const answer = async (accepted: boolean) => {
    setBusy(accepted ? "accept" : "decline");
    setFailure(null);
    try {
      await answerInvitationLink(link, accepted);
      if (accepted) navigate(`/${link.slug}/`, { replace: true });
      else setDeclined(true);
    } catch (error) {
      setFailure(describeError(error, accepted ? "accept the invitation" : "decline the invitation"));
    } finally {
      setBusy(null);
    }
  };

  if (declined) {
    return (
      <AuthLayout title="Invitation declined" subtitle="You will not join this workspace. Whoever invited you can send a new invitation.">
        <a href="/">Go to Cairn</a>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Join a workspace" subtitle={<>You have been invited to the workspace <strong>{link.slug}</strong> as {link.email}.</>}>
      <div className="create-workspace">
        {wrongAccount && (
          <Banner tone="warning" title="Signed in with another account">
            This invitation is for {link.email}, and you are signed in as {user?.email}. Sign out and sign in as {link.email} to answer it.
          </Banner>
        )}
        {failure && <Banner title="Invitation not answered">{failure}</Banner>}
        <FormActions>
          <Button variant="secondary" onClick={() => void answer(false)} loading={busy === "decline"} disabled={wrongAccount || busy === "accept"}>
            Decline
          </Button>
          <Button onClick={() => void answer(true)} loading={busy === "accept"} disabled={wrongAccount || busy === "decline"}>
            Accept and join
          </Button>
        </FormActions>
      </div>
    </AuthLayout>
  );
}
