/** The three-line request of the README, aimed at this instance; the token comes from the environment, never the page. */
const curlExample = () => `curl "${window.location.origin}/api/v1/users/me/" \\\n  -H "X-API-Key: $CAIRN_API_TOKEN" \\\n  -H "Accept: application/json"`;

/** An empty list: what a token is for, and how a script sends one. */
export function ApiTokensEmpty({ canCreate }: { canCreate: boolean }) {
  return (
    <div className="empty-state api-tokens-empty">
      <p className="empty-state__title">No API tokens yet</p>
      <p className="muted">
        A token lets a script, a CI job or another tool read and change this workspace through Cairn's API, acting as the person who made it, with their role.
        {canCreate ? " Add one, copy it when it is shown, then send it in the X-API-Key header:" : " A script sends it in the X-API-Key header:"}
      </p>
      <pre className="api-tokens-empty__curl" aria-label="Example request with curl">
        <code>{curlExample()}</code>
      </pre>
    </div>
  );
}
