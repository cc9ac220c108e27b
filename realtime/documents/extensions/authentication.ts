import type { Extension, onAuthenticatePayload } from "@hocuspocus/server";
import { DOCUMENT_REFUSALS, parseDocumentName } from "../../../api/contract/documents.js";
import type { Services } from "../../../api/context.js";
import { actorForSessionId } from "../../../api/policies/session.js";
import type { DocumentContext } from "../documentContext.js";
import { DOCUMENT_KIND_HANDLERS } from "../kinds/registry.js";

/**
 * Decides, per document and before any of its content is sent, whether the connection's user may see it
 * (its kind's access rule, the same policies as REST) and whether they may change it (a read-only
 * connection's updates are dropped by Hocuspocus). The session is asked again for each document, so one
 * that ended since the upgrade opens nothing more. A refused document leaves the connection's others open.
 */
export function authentication(services: Services): Extension<DocumentContext> {
  return {
    extensionName: "authentication",
    async onAuthenticate({ documentName, context, connectionConfig }: onAuthenticatePayload<DocumentContext>) {
      const session = context.sessionId ? await actorForSessionId(services.db, services.sessionCache, context.sessionId) : null;
      if (!session) throw { reason: DOCUMENT_REFUSALS.unauthenticated };
      const ref = parseDocumentName(documentName);
      const handler = ref && DOCUMENT_KIND_HANDLERS[ref.kind];
      const access = ref && handler ? await handler.access(services.db, session.user.id, ref.id) : null;
      if (!ref || !access) throw { reason: DOCUMENT_REFUSALS.notFound };
      connectionConfig.readOnly = access.readOnly;
      context.user = { id: session.user.id, display_name: session.user.display_name };
      context.ref = ref;
      context.workspaceId = access.workspaceId;
    },
  };
}
