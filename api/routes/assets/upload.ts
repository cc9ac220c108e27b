import type Router from "@koa/router";
import { findAttachment } from "../../assets/attachments.js";
import { receiveUpload } from "../../assets/receiveUpload.js";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { projectScope } from "../../middleware/projectScope.js";
import { assertLive } from "../../workItems/archivable.js";
import { findWorkItem } from "../../workItems/find.js";
import { workItemScope } from "../workItemWrite.js";

/** Where an attachment's upload_data.url points (api/assets/receiveUpload.ts), for a Member of its project. */
export function mountAttachmentUpload(router: Router<AppState, AppContextExtras>, base: string): void {
  router.post(`${base}/:assetId/upload/`, projectScope("edit"), async (ctx) => {
    const user = requireUser(ctx);
    const { db } = ctx.services;
    const issue = await findWorkItem(db, workItemScope(ctx), String(ctx.params.issueId));
    // Announced before the item was archived: the file waits for a restore like every other change.
    assertLive([issue]);
    await receiveUpload(ctx, await findAttachment(db, issue, String(ctx.params.assetId)), user.id);
  });
}
