import { useState } from "react";
import { useSnapshot } from "valtio";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { describeError } from "../../http/describeError";
import type { WorkspaceInvitation } from "../../http/types";
import { resendInvitation, type UnsentInvitation } from "../../stores/members";
import { session } from "../../stores/session";
import { showToast } from "../../stores/toasts";
import { InviteLinks } from "./InviteLinks";

/** Why a new link is not free: the server keeps only the token's hash, so each one retires the last. */
const RETIRES = "Any earlier link for this invitation stops working.";

/**
 * A pending invitation's second chance: "Resend" mails a new link when this Cairn sends mail; without mail,
 * "Copy link" makes a new link and copies it for the admin to pass on. When the copy or the mail fails,
 * the link is shown to copy by hand.
 */
export function InvitationLinkAction({ slug, invitation }: { slug: string; invitation: Pick<WorkspaceInvitation, "id" | "email"> }) {
  const mailing = useSnapshot(session).instance?.config.is_smtp_configured ?? false;
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<UnsentInvitation[]>([]);

  const run = async () => {
    setBusy(true);
    try {
      const { emailed, links } = await resendInvitation(slug, invitation.id);
      const link = links[0];
      if (emailed || !link) {
        showToast({ tone: "success", title: `Invitation sent again to ${invitation.email}`, message: RETIRES });
      } else if (mailing) {
        showToast({ tone: "warning", title: "The email could not be sent", message: `Share the new link with ${invitation.email} yourself. ${RETIRES}` });
        setShown(links);
      } else {
        await navigator.clipboard.writeText(link.link).then(
          () => showToast({ tone: "success", title: `Link for ${invitation.email} copied`, message: `Send it to them yourself. ${RETIRES}` }),
          () => setShown(links),
        );
      }
    } catch (error) {
      showToast({ tone: "danger", title: mailing ? "Invitation not sent again" : "No new link made", message: describeError(error, "make a new invitation link") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button variant="ghost" loading={busy} aria-label={`${mailing ? "Resend the invitation to" : "Copy a new invitation link for"} ${invitation.email}`} title={RETIRES} onClick={() => void run()}>
        {mailing ? "Resend" : "Copy link"}
      </Button>
      <Dialog
        open={shown.length > 0}
        onClose={() => setShown([])}
        title="Invitation link"
        description={`Send this link to ${invitation.email} yourself: it works once, and only for the invited address. ${RETIRES}`}
        footer={<Button onClick={() => setShown([])}>Done</Button>}
      >
        <InviteLinks links={shown} />
      </Dialog>
    </>
  );
}
