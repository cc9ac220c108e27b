import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { notificationUpdate, type NotificationPlacement } from "../../commands/notificationUpdate.js";
import { notificationsMarkAllRead } from "../../commands/notificationsMarkAllRead.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { unreadCounts } from "../../notifications/counts.js";
import { listNotifications } from "../../notifications/inbox.js";
import { withInput } from "../../middleware/validate.js";
import { requireWorkspace, workspaceMember } from "../../middleware/workspaceScope.js";
import { NotificationListSchema, NotificationsMarkAllReadSchema, NotificationUpdateSchema } from "./schema.js";

const BASE = "/api/workspaces/:slug/users/notifications";

/** Places the caller's notification `:id` as asked and answers it in its new state. */
async function place(ctx: AppContext, placement: NotificationPlacement): Promise<void> {
  const workspaceId = requireWorkspace(ctx).workspace.id;
  ctx.body = await inUnitOfWork(ctx, (uow) => notificationUpdate({ ...uow, workspaceId, notificationId: String(ctx.params.id), placement }));
}

/**
 * The caller's notification inbox in one workspace (SPEC.md section 7 "Notifications", Plane's paths).
 * Every role may use it; each person sees and changes only their own notifications.
 */
export function notificationsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get(
    `${BASE}/`,
    workspaceMember(),
    withInput({ query: NotificationListSchema }, async (ctx, { query }) => {
      ctx.body = await listNotifications(ctx.services.db, requireWorkspace(ctx).workspace.id, requireUser(ctx).id, query.filters, query.page);
    }),
  );

  router.get(`${BASE}/unread/`, workspaceMember(), async (ctx) => {
    const userId = requireUser(ctx).id;
    ctx.body = (await unreadCounts(ctx.services.db, requireWorkspace(ctx).workspace.id, [userId])).get(userId);
  });

  router.post(
    `${BASE}/mark-all-read/`,
    workspaceMember(),
    withInput({ body: NotificationsMarkAllReadSchema }, async (ctx, { body }) => {
      const workspaceId = requireWorkspace(ctx).workspace.id;
      await inUnitOfWork(ctx, (uow) => notificationsMarkAllRead({ ...uow, workspaceId, filters: body }));
      ctx.body = { message: "Successful" };
    }),
  );

  router.patch(
    `${BASE}/:id/`,
    workspaceMember(),
    withInput({ body: NotificationUpdateSchema }, (ctx, { body }) => place(ctx, body)),
  );
  router.post(`${BASE}/:id/read/`, workspaceMember(), (ctx) => place(ctx, { read_at: "now" }));
  router.delete(`${BASE}/:id/read/`, workspaceMember(), (ctx) => place(ctx, { read_at: null }));
  router.post(`${BASE}/:id/archive/`, workspaceMember(), (ctx) => place(ctx, { archived_at: "now" }));
  router.delete(`${BASE}/:id/archive/`, workspaceMember(), (ctx) => place(ctx, { archived_at: null }));

  return router;
}
