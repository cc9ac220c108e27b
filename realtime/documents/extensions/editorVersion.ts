import type { Extension, onConnectPayload } from "@hocuspocus/server";
import { DOCUMENT_REFUSALS } from "../../../api/contract/documents.js";
import { EDITOR_VERSION, EDITOR_VERSION_PARAMETER } from "../../../editor/server.js";

/**
 * A client built for another schema version would write content the server's schema drops, or miss
 * what it added: it is refused every document, with a reason that tells its editor to reload.
 */
export const editorVersion: Extension = {
  extensionName: "editor version",
  async onConnect({ requestParameters }: onConnectPayload) {
    if (requestParameters.get(EDITOR_VERSION_PARAMETER) !== String(EDITOR_VERSION)) throw { reason: DOCUMENT_REFUSALS.outdatedEditor };
  },
};
