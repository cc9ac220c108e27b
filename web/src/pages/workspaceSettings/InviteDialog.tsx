import { useId, useState, type FormEvent } from "react";
import { useSnapshot } from "valtio";
import { ROLE } from "../../../../api/contract/roles";
import { LIMITS } from "../../../../api/contract/limits";
import { Banner } from "../../components/Banner";
import { Button } from "../../components/Button";
import { Dialog } from "../../components/Dialog";
import { EmailField } from "../../components/EmailField";
import { describeError } from "../../http/describeError";
import type { RoleValue } from "../../http/types";
import { assignableRoles, type Actor } from "../../stores/memberRules";
import { inviteMembers, type UnsentInvitation } from "../../stores/members";
import { session } from "../../stores/session";
import { showToast, type ToastInput } from "../../stores/toasts";
import { looksLikeEmail } from "../auth/emailCheck";
import { DraftRowList } from "../members/DraftRowList";
import { RoleField } from "../members/RoleField";
import { useDraftRows } from "../members/useDraftRows";
import { InviteLinks } from "./InviteLinks";

interface Row {
  key: number;
  email: string;
  role: RoleValue;
  error?: string;
}

const BLANK = { email: "", role: ROLE.MEMBER };

interface Props {
  open: boolean;
  onClose: () => void;
  slug: string;
  actor: Actor;
}

/**
 * What the toast says happened: sent by mail, or created with links to share (no mail server, or the
 * mail failed for some of them). Never "sent" for an invitation no mail carried.
 */
function invitedToast(count: number, unsent: number, emailed: boolean, mailing: boolean): ToastInput {
  const invitations = count === 1 ? "Invitation" : `${count} invitations`;
  if (emailed) return { tone: "success", title: `${invitations} sent`, message: "Each person gets an email with a link to join." };
  const share = `copy ${unsent === 1 ? "its link" : "their links"} to share`;
  if (!mailing) return { tone: "info", title: `${invitations} created — ${share}`, message: "This Cairn sends no email." };
  if (unsent === count) return { tone: "warning", title: `${invitations} created — ${share}`, message: "The email could not be sent." };
  return { tone: "warning", title: `${invitations} created`, message: `${unsent} of the ${count} emails could not be sent: ${share}, below.` };
}

/** Rows of email + role; sends them all as one POST .../invitations/ {emails: [...]}. */
export function InviteDialog({ open, onClose, slug, actor }: Props) {
  const { rows, setRows, update, remove, append, reset } = useDraftRows<Row>(BLANK);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Links of invitations sent but not mailed, shown until the admin closes the dialog. */
  const [unsent, setUnsent] = useState<UnsentInvitation[]>([]);
  const formId = useId();
  const roles = assignableRoles(actor);
  const mailing = useSnapshot(session).instance?.config.is_smtp_configured ?? false;

  const close = () => {
    if (sending) return;
    reset();
    setFailure(null);
    setUnsent([]);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = rows.map((row) => {
      const email = row.email.trim();
      return { ...row, email, error: !email ? "Enter an email address." : looksLikeEmail(email) ? undefined : "Enter a valid email address." };
    });
    const seen = new Set<string>();
    for (const row of checked) {
      const lower = row.email.toLowerCase();
      if (!row.error && seen.has(lower)) row.error = "This address is already in the list.";
      seen.add(lower);
    }
    setRows(checked);
    setFailure(null);
    if (checked.some((row) => row.error)) return;
    setSending(true);
    try {
      const { emailed, links } = await inviteMembers(
        slug,
        checked.map(({ email, role }) => ({ email, role })),
      );
      showToast(invitedToast(checked.length, links.length, emailed !== false, mailing));
      setSending(false);
      reset();
      if (links.length > 0) setUnsent(links);
      else onClose();
    } catch (error) {
      setSending(false);
      setFailure(describeError(error, "send the invitations"));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title="Invite people"
      description={
        unsent.length > 0
          ? "No email went to the people below. Send each their link yourself: it works once, and only for the invited address."
          : mailing
            ? "They get an email with a link, and the invitation also waits on their Cairn home page."
            : "This Cairn sends no email: you get a link for each person to pass on yourself."
      }
      footer={
        unsent.length > 0 ? (
          <Button onClick={close}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={close} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={sending}>
              {mailing ? "Send invitations" : "Create invitations"}
            </Button>
          </>
        )
      }
    >
      {unsent.length > 0 ? (
        <InviteLinks links={unsent} />
      ) : (
        <form id={formId} noValidate onSubmit={submit}>
          {failure && <Banner title="Invitations not sent">{failure}</Banner>}
          <DraftRowList rows={rows} rowLabel="Invitee" canAppend={rows.length < LIMITS.invitationsPerRequest} onRemove={remove} onAppend={append}>
            {(row, index) => (
              <>
                <EmailField value={row.email} error={row.error} autoComplete="off" autoFocus={index === rows.length - 1} onChange={(event) => update(row.key, { email: event.target.value })} />
                <RoleField value={row.role} options={roles} onChange={(role) => update(row.key, { role })} />
              </>
            )}
          </DraftRowList>
        </form>
      )}
    </Dialog>
  );
}
