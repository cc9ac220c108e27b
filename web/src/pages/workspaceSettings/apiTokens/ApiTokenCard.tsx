import type { Snapshot } from "valtio";
import type { ApiTokenShape } from "../../../../../api/contract/apiTokenShapes";
import { Button } from "../../../components/Button";
import { Avatar } from "../../../shell/Avatar";
import { relativeTime } from "../../workItems/relativeTime";
import { formatExpiry, isExpired } from "./tokenExpiry";

interface Props {
  token: Snapshot<ApiTokenShape>;
  /** An admin's list holds everyone's tokens, so each says whose it is. */
  showOwner: boolean;
  onRevoke: () => void;
}

/** One token: what it is for, the start of its secret, whose it is, and when it was made, used and ends. */
export function ApiTokenCard({ token, showOwner, onRevoke }: Props) {
  const expired = isExpired(token.expired_at);
  const titleId = `api-token-${token.id}`;
  return (
    <li className="settings-card" aria-labelledby={titleId}>
      <div className="api-token__head">
        <div className="api-token__name">
          <p className="api-token__label">
            <span id={titleId}>{token.label}</span>
            {expired && <span className="api-token__badge">Expired</span>}
          </p>
          {token.description && <p className="api-token__description muted">{token.description}</p>}
          <code className="api-token__hint">{token.token_hint}</code>
        </div>
        <Button variant="secondary" className="api-token__revoke" onClick={onRevoke} aria-label={`Revoke ${token.label}`}>
          Revoke
        </Button>
      </div>
      <dl className="api-token__facts">
        {showOwner && (
          <div>
            <dt>Owner</dt>
            <dd className="api-token__owner">
              <Avatar name={token.user_details.display_name} url={token.user_details.avatar_url} size={20} />
              {token.user_details.display_name}
            </dd>
          </div>
        )}
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={token.created_at}>{formatExpiry(token.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>{token.last_used ? <time dateTime={token.last_used}>{relativeTime(token.last_used)}</time> : "Never used"}</dd>
        </div>
        <div>
          <dt>{expired ? "Expired" : "Expires"}</dt>
          <dd>{token.expired_at ? <time dateTime={token.expired_at}>{formatExpiry(token.expired_at)}</time> : "Never expires"}</dd>
        </div>
      </dl>
    </li>
  );
}
