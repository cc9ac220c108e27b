import type { User } from "../../db/models/User.js";
import type { SocketApiToken, SocketData } from "./hubTypes.js";
import { passwordStamp } from "./passwordStamp.js";

/** How a socket shows its person to others (presence): taken at the handshake, and again when the person changes. */
export function shownAs(user: Pick<User, "display_name" | "avatar">): Pick<SocketData, "displayName" | "avatarUrl"> {
  return { displayName: user.display_name, avatarUrl: user.avatar || null };
}

/** A signed-in socket's data: a browser's comes with its session, a script's with its API token. */
export function signedInData(user: User, via: { sessionId: string; apiToken?: never } | { sessionId?: never; apiToken: SocketApiToken }): SocketData {
  return {
    userId: user.id,
    ...shownAs(user),
    sessionId: via.sessionId ?? null,
    apiToken: via.apiToken ?? null,
    passwordStamp: passwordStamp(user.password_hash),
    scopes: new Map(),
  };
}
