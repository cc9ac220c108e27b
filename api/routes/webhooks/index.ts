import Router from "@koa/router";
import type { Next } from "koa";
import { webhookCreate } from "../../commands/webhookCreate.js";
import { webhookDelete } from "../../commands/webhookDelete.js";
import { webhookRegenerate } from "../../commands/webhookRegenerate.js";
import { webhookUpdate } from "../../commands/webhookUpdate.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { withInput } from "../../middleware/validate.js";
import { authorizeManageWebhooks } from "../../policies/webhook.js";
import { presentWebhook, presentWebhookLog } from "../../presenters/webhook.js";
import { checkWebhookUrl } from "../../webhooks/checkUrl.js";
import { findWebhook, listWebhookLogs, listWebhooks } from "../../webhooks/findWebhook.js";
import { WebhookCreateSchema, WebhookUpdateSchema } from "./schema.js";

const WEBHOOKS = "/api/workspaces/:slug/webhooks";

/** Ahead of input validation: a member or guest hears 403, not a 400 about the body. */
function workspaceAdmin() {
  return (ctx: AppContext, next: Next) => {
    authorizeManageWebhooks(requireWorkspace(ctx).membership.role);
    return next();
  };
}

/**
 * Workspace settings › Webhooks (SPEC.md section 7, Plane's app routes): admins list, add, change and
 * remove webhooks, get a new secret, and read each one's delivery log. The secret is in the answers to
 * create and regenerate only.
 */
export function webhooksRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();
  const admin = [workspaceMember(), workspaceAdmin()] as const;
  const webhookId = (ctx: AppContext) => String(ctx.params.webhookId);

  router.get(`${WEBHOOKS}/`, ...admin, async (ctx) => {
    ctx.body = (await listWebhooks(ctx.services.db, requireWorkspace(ctx).workspace.id)).map(presentWebhook);
  });

  router.post(
    `${WEBHOOKS}/`,
    ...admin,
    withInput({ body: WebhookCreateSchema }, async (ctx, { body }) => {
      await checkWebhookUrl(ctx.services.db, body.url);
      const access = requireWorkspace(ctx);
      ctx.body = await inUnitOfWork(ctx, (uow) => webhookCreate({ ...uow, access, secretKey: ctx.services.config.secretKey, fields: body }));
      ctx.status = 201;
    }),
  );

  router.get(`${WEBHOOKS}/:webhookId/`, ...admin, async (ctx) => {
    ctx.body = presentWebhook(await findWebhook(ctx.services.db, requireWorkspace(ctx).workspace.id, webhookId(ctx)));
  });

  router.patch(
    `${WEBHOOKS}/:webhookId/`,
    ...admin,
    withInput({ body: WebhookUpdateSchema }, async (ctx, { body }) => {
      const access = requireWorkspace(ctx);
      if (body.url !== undefined) {
        // A made-up id is a 404 before the new address costs a DNS lookup (which stays out of the transaction).
        await findWebhook(ctx.services.db, access.workspace.id, webhookId(ctx));
        await checkWebhookUrl(ctx.services.db, body.url);
      }
      ctx.body = await inUnitOfWork(ctx, (uow) => webhookUpdate({ ...uow, access, webhookId: webhookId(ctx), fields: body }));
    }),
  );

  router.delete(`${WEBHOOKS}/:webhookId/`, ...admin, async (ctx) => {
    const access = requireWorkspace(ctx);
    await inUnitOfWork(ctx, (uow) => webhookDelete({ ...uow, access, webhookId: webhookId(ctx) }));
    ctx.status = 204;
  });

  router.post(`${WEBHOOKS}/:webhookId/regenerate/`, ...admin, async (ctx) => {
    const access = requireWorkspace(ctx);
    ctx.body = await inUnitOfWork(ctx, (uow) => webhookRegenerate({ ...uow, access, secretKey: ctx.services.config.secretKey, webhookId: webhookId(ctx) }));
  });

  router.get("/api/workspaces/:slug/webhook-logs/:webhookId/", ...admin, async (ctx) => {
    ctx.body = (await listWebhookLogs(ctx.services.db, requireWorkspace(ctx).workspace.id, webhookId(ctx))).map(presentWebhookLog);
  });

  return router;
}
