import { useEffect, useState } from "react";
import { useSnapshot } from "valtio";
import type { ApiTokenCreatedShape, ApiTokenShape } from "../../../../../api/contract/apiTokenShapes";
import { ROLE } from "../../../../../api/contract/roles";
import { canAdministerWorkspace } from "../../../../../api/contract/workspaceRoles";
import { Banner } from "../../../components/Banner";
import { Button } from "../../../components/Button";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { LoadStatus } from "../../../components/LoadStatus";
import { useDocumentTitle } from "../../../shell/useDocumentTitle";
import { apiTokens, loadApiTokens, revokeApiToken } from "../../../stores/apiTokens";
import { session } from "../../../stores/session";
import { showToast } from "../../../stores/toasts";
import { workspaces } from "../../../stores/workspaces";
import { AddApiTokenDialog } from "./AddApiTokenDialog";
import { ApiTokenCard } from "./ApiTokenCard";
import { ApiTokensEmpty } from "./ApiTokensEmpty";
import { TokenSecretDialog } from "./TokenSecretDialog";
import "./ApiTokens.css";

/**
 * /{slug}/settings/api-tokens/ (issue 14): everyone's own tokens, or every token of the workspace for an
 * admin. Admins and members add theirs; a guest is told why they cannot. Followed live (api_token.* events).
 */
export function ApiTokensSettings() {
  const { current, membership } = useSnapshot(workspaces);
  const { slug: heldSlug, tokens, state } = useSnapshot(apiTokens);
  const { user } = useSnapshot(session);
  const [adding, setAdding] = useState(false);
  const [revealed, setRevealed] = useState<ApiTokenCreatedShape | null>(null);
  const [revoking, setRevoking] = useState<ApiTokenShape | null>(null);
  const slug = current?.slug;
  const role = membership?.role ?? current?.role;
  useDocumentTitle(current ? `API tokens · ${current.name}` : "API tokens");

  // Read again when the person's role changes live: an admin made a member sees only their own from then on.
  useEffect(() => {
    if (slug) void loadApiTokens(slug);
  }, [slug, role]);

  if (!current || !slug || role === undefined) return null;
  const isAdmin = canAdministerWorkspace(role);
  const canCreate = role >= ROLE.MEMBER;
  const someoneElses = revoking !== null && revoking.user !== user?.id;

  return (
    <>
      <header className="settings-page__header">
        <h1>API tokens</h1>
        <p className="muted">
          Tokens let scripts and tools use Cairn's API as the person who made them.{" "}
          {isAdmin ? `You see every token of ${current.name} and can revoke any of them.` : `You see your own tokens for ${current.name}.`}
        </p>
      </header>
      {!canCreate && (
        <Banner tone="info" title="Guests cannot make API tokens">
          A token acts as its owner with their role, and the guest role is for looking at what you are shown, not for scripts. Ask a workspace admin to make you a member if you need a token.
        </Banner>
      )}
      <section className="settings-section" aria-labelledby="api-tokens-title" aria-busy={state === "loading" || undefined}>
        <div className="settings-cards__header">
          <h2 id="api-tokens-title">{isAdmin ? "Tokens in this workspace" : "Your tokens"}</h2>
          {canCreate && <Button onClick={() => setAdding(true)}>Add token</Button>}
        </div>
        <LoadStatus current={heldSlug === slug} state={state} loadingText="Loading API tokens…" failedTitle="Could not load the API tokens" onRetry={() => void loadApiTokens(slug)}>
          {tokens.length === 0 ? (
            <ApiTokensEmpty canCreate={canCreate} />
          ) : (
            <ul role="list" className="settings-cards" aria-labelledby="api-tokens-title">
              {tokens.map((token) => (
                <ApiTokenCard key={token.id} token={token} showOwner={isAdmin} onRevoke={() => setRevoking(token as ApiTokenShape)} />
              ))}
            </ul>
          )}
        </LoadStatus>
      </section>
      <AddApiTokenDialog open={adding} onClose={() => setAdding(false)} slug={slug} onCreated={setRevealed} />
      <TokenSecretDialog token={revealed} onDone={() => setRevealed(null)} />
      <ConfirmDialog
        open={revoking !== null}
        onClose={() => setRevoking(null)}
        title={`Revoke “${revoking?.label ?? "token"}”?`}
        description={`${someoneElses ? `${revoking?.user_details.display_name}'s scripts` : "Scripts and tools"} using this token are refused from their next request. This cannot be undone.`}
        confirmLabel="Revoke token"
        action="revoke the token"
        onConfirm={async () => {
          if (!revoking) return;
          await revokeApiToken(slug, revoking.id);
          showToast({ tone: "success", title: `“${revoking.label}” revoked` });
        }}
      />
    </>
  );
}
