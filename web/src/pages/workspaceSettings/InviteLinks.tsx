import { Button } from "../../components/Button";
import { TextField } from "../../components/TextField";
import type { UnsentInvitation } from "../../stores/members";
import { showToast } from "../../stores/toasts";
import "./InviteLinks.css";

/**
 * The links of invitations no mail carried (the dialog's description says so). Someone who signed up with
 * a password and cannot verify the address by code joins only through this link, so the admin passes it on.
 */
export function InviteLinks({ links }: { links: readonly UnsentInvitation[] }) {
  const copy = async (link: string) => {
    await navigator.clipboard.writeText(link).then(
      () => showToast({ tone: "success", title: "Link copied" }),
      () => showToast({ tone: "warning", title: "Could not copy", message: "Select the link and copy it yourself." }),
    );
  };
  return (
    <div className="invite-links">
      {links.map(({ email, link }) => (
        <TextField
          key={email}
          label={`Invitation link for ${email}`}
          value={link}
          readOnly
          onFocus={(event) => event.target.select()}
          trailing={
            <Button variant="link" onClick={() => void copy(link)}>
              Copy
            </Button>
          }
        />
      ))}
    </div>
  );
}
