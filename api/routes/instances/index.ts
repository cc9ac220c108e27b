import Router from "@koa/router";
import { instanceUpdate } from "../../commands/instanceUpdate.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { loadInstance } from "../../instance/instanceRow.js";
import { loadInstanceSettings } from "../../instance/settings.js";
import { instanceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentInstance } from "../../presenters/instance.js";
import { mountInstanceAdmins } from "./admins.js";
import { mountInstanceConfigurations } from "./configurations.js";
import { InstanceUpdateSchema } from "./schema.js";

export function instancesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/instances" });

  router.get("/", async (ctx) => {
    const { db, config } = ctx.services;
    const [instance, settings] = await Promise.all([loadInstance(db), loadInstanceSettings(db, config)]);
    ctx.body = presentInstance(instance, settings, config);
  });

  router.patch(
    "/",
    instanceAdminOnly(),
    withInput({ body: InstanceUpdateSchema }, async (ctx, { body }) => {
      const { db, config } = ctx.services;
      const updated = await inUnitOfWork(ctx, (uow) => instanceUpdate({ ...uow, fields: body }));
      ctx.body = presentInstance(updated, await loadInstanceSettings(db, config), config);
    }),
  );

  mountInstanceAdmins(router);
  mountInstanceConfigurations(router);
  return router;
}
