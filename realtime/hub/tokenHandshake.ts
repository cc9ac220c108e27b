import type { Services } from "../../api/context.js";
import { actorForApiToken } from "../../api/policies/apiToken.js";
import type { HubSocket } from "./hubTypes.js";
import { rooms } from "./rooms.js";
import { signedInData } from "./socketData.js";

/**
 * A script's socket (issue 14): `auth: { token }` with an API token signs it in as the token's person,
 * with exactly their rules, inside the token's one workspace. The cookie is then not read at all, so a
 * page of another site cannot pass a made-up token and ride the browser's session; and there is no Origin
 * check, which guards the ambient cookie: a token is sent on purpose by whoever holds it, and scripts
 * have no Origin. The lookup counts the handshake against the token's rate limit, as a v1 request.
 * Returns why it was refused, or null when the socket is signed in.
 */
export async function signInWithApiToken(services: Services, socket: HubSocket, presented: unknown): Promise<"badToken" | "rateLimited" | null> {
  const actor = typeof presented === "string" ? await actorForApiToken(services.db, presented) : null;
  if (!actor) return "badToken";
  if (actor.rate.count > services.config.apiRateLimitPerMinute) return "rateLimited";
  const { user, workspaceId } = actor;
  socket.data = signedInData(user, { apiToken: { id: actor.tokenId, workspaceId } });
  // Not the person's own room, which carries every workspace of theirs: its share for this workspace.
  await socket.join([rooms.userInWorkspace(user.id, workspaceId), rooms.apiTokensOf(user.id)]);
  return null;
}
