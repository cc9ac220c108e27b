import type { ApiTokenCreatedShape } from "../../../../../api/contract/apiTokenShapes";
import { Banner } from "../../../components/Banner";
import { Button } from "../../../components/Button";
import { Dialog } from "../../../components/Dialog";
import { TextAreaField } from "../../../components/TextAreaField";
import { showToast } from "../../../stores/toasts";

interface Props {
  /** The token just made, secret and all; null when no secret is on show. */
  token: ApiTokenCreatedShape | null;
  /** Forgets the secret: once closed, this page can never show it again. */
  onDone: () => void;
}

/** The one time a token's secret is shown (issue 14): copy it now, for the server keeps only its hash. */
export function TokenSecretDialog({ token, onDone }: Props) {
  const copy = async (secret: string) => {
    await navigator.clipboard.writeText(secret).then(
      () => showToast({ tone: "success", title: "Token copied", message: "Paste it where your script or tool keeps its secrets." }),
      () => showToast({ tone: "warning", title: "Could not copy", message: "Select the token and copy it yourself." }),
    );
  };
  return (
    <Dialog
      open={token !== null}
      onClose={onDone}
      title={`Copy the token for “${token?.label ?? ""}”`}
      description="Send it in the X-API-Key header of requests to Cairn's API."
      footer={
        <>
          <Button variant="secondary" onClick={() => token && void copy(token.token)}>
            Copy token
          </Button>
          <Button onClick={onDone}>Done</Button>
        </>
      }
    >
      {token && (
        <div className="settings-form">
          <Banner tone="warning" title="You will not see this token again">
            Cairn keeps only a fingerprint of it. If you lose it, revoke it and add a new one.
          </Banner>
          {/* A text area, so the whole secret shows wrapped even on a phone; focusing it selects it all for a manual copy. */}
          <TextAreaField
            label="API token"
            value={token.token}
            readOnly
            rows={2}
            spellCheck={false}
            className="api-token-secret"
            onFocus={(event) => event.target.select()}
          />
        </div>
      )}
    </Dialog>
  );
}
