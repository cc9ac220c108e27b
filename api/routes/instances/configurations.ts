import type Router from "@koa/router";
import type { AppState, AppContextExtras } from "../../context.js";
import { readRawSettings, writeInstanceSettings } from "../../instance/settings.js";
import { instanceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentInstanceConfigurations } from "../../presenters/instanceConfiguration.js";
import { InstanceConfigurationUpdateSchema } from "./schema.js";

/** The settings god-mode edits: sign-in switches and the mail server. Admins only. */
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
      await writeInstanceSettings(db, config.secretKey, body);
      ctx.body = presentInstanceConfigurations(await readRawSettings(db, config.secretKey));
    }),
  );
}
