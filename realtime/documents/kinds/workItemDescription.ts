import { workItemDescriptionStore } from "../../../api/commands/workItemDescriptionStore.js";
import { canAccessProject } from "../../../api/policies/project.js";
import { workItemAccess } from "../../../api/policies/workItemAccess.js";
import { Issue } from "../../../db/models/Issue.js";
import type { DocumentKindHandler } from "./documentKind.js";

/**
 * `work_item_description.<uuid>`: whoever may read the item may read its description; editing needs the
 * project role that edits its content (guests read only), and an archived item is read-only for everyone.
 */
export const workItemDescription: DocumentKindHandler = {
  async access(db, userId, id) {
    const access = await workItemAccess(db, userId, id, "read");
    if (!access) return null;
    return { workspaceId: access.issue.workspace_id, readOnly: access.issue.archived_at !== null || !canAccessProject(access.role, "edit") };
  },

  async load(db, id) {
    const row = await Issue.query(db).findById(id).select("description_binary", "description_html");
    return row ? { binary: row.description_binary, html: row.description_html } : null;
  },

  store({ trx, outbox, actor }, id, binary) {
    return workItemDescriptionStore({ trx, outbox, actor, workItemId: id, binary });
  },
};
