import type Router from "@koa/router";
import { instanceConfigurationUpdate } from "../../commands/instanceConfigurationUpdate.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { readRawSettings } from "../../instance/settings.js";
import { instanceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentInstanceConfigurations } from "../../presenters/instanceConfiguration.js";
import { InstanceConfigurationUpdateSchema } from "./schema.js";

/** The settings god-mode edits: sign-in switches, the mail server and private webhook targets. Admins only. */
export function mountInstanceConfigurations(router: Router<AppState, AppContextExtras>): void {
  router.get("/configurations/", instanceAdminOnly(), async (ctx) => {
    const { db, config } = ctx.services;
    ctx.body = presentInstanceConfigurations(await readRawSettings(db, config.secretKey));
  });

  router.patch(
    "/configurations/",
    instanceAdminOnly(),
    withInput({ body: InstanceConfigurationUpdateSchema }, async (ctx, { body }) => {
      const { db, config } = ctx.services;
      await inUnitOfWork(ctx, (uow) => instanceConfigurationUpdate({ ...uow, secretKey: config.secretKey, changes: body }));
      ctx.body = presentInstanceConfigurations(await readRawSettings(db, config.secretKey));
    }),
  );
}
