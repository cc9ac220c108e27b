import type { Extension } from "@hocuspocus/server";
import type { Services } from "../../../api/context.js";
import type { DocumentContext } from "../documentContext.js";
import { authentication } from "./authentication.js";
import { awarenessIdentity } from "./awarenessIdentity.js";
import { editorVersion } from "./editorVersion.js";
import { limits } from "./limits.js";
import { persistence } from "./persistence.js";

/**
 * The document server's extensions, one concern each, in the order Hocuspocus runs them: an outdated
 * editor is refused before anyone is looked up; nobody reaches a document the policies do not give them;
 * cursors carry the real name; oversized updates never reach the document; then load and store. (With
 * REDIS_URL the Redis extension comes first of all, by its own priority: it takes its lock before a store.)
 */
export function documentExtensions(services: Services, redis: Extension | null): Extension<DocumentContext>[] {
  return [...(redis ? [redis] : []), editorVersion, authentication(services), awarenessIdentity, limits, persistence(services)];
}
