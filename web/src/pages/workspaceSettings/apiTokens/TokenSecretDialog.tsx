import type { ApiTokenCreatedShape } from "../../../../../api/contract/apiTokenShapes";
import { SecretOnceDialog } from "../../../components/SecretOnceDialog";

interface Props {
  /** The token just made, secret and all; null when no secret is on show. */
  token: ApiTokenCreatedShape | null;
  /** Forgets the secret: once closed, this page can never show it again. */
  onDone: () => void;
}

/** The one time a token's secret is shown (issue 14): copy it now, for the server keeps only its hash. */
export function TokenSecretDialog({ token, onDone }: Props) {
  return (
    <SecretOnceDialog
      secret={token?.token ?? null}
      onDone={onDone}
      title={`Copy the token for “${token?.label ?? ""}”`}
      description="Send it in the X-API-Key header of requests to Cairn's API."
      label="API token"
      noun="token"
      copiedMessage="Paste it where your script or tool keeps its secrets."
      warningTitle="You will not see this token again"
      warning="Cairn keeps only a fingerprint of it. If you lose it, revoke it and add a new one."
    />
  );
}
