import { pageDescriptionStore } from "../../../api/commands/pageDescriptionStore.js";
import { pageAccess } from "../../../api/policies/pageAccess.js";
import { Page } from "../../../db/models/Page.js";
import type { DocumentKindHandler } from "./documentKind.js";

/**
 * `page.<uuid>`: whoever may see the page may read its document (SPEC.md section 6: public, or its owner);
 * editing needs Member and a page neither locked nor archived.
 */
export const pageDocument: DocumentKindHandler = {
  async access(db, userId, id) {
    const access = await pageAccess(db, userId, id);
    return access && { workspaceId: access.page.workspace_id, readOnly: access.readOnly };
  },

  async load(db, id) {
    const row = await Page.query(db).findById(id).select("description_binary", "description_html");
    return row ? { binary: row.description_binary ?? null, html: row.description_html } : null;
  },

  store({ trx, outbox, actor }, id, binary) {
    return pageDescriptionStore({ trx, outbox, actor, pageId: id, binary });
  },
};
