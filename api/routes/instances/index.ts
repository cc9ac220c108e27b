import Router from "@koa/router";
import type { Db } from "../../../db/connection.js";
import { Instance } from "../../../db/models/Instance.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { loadInstanceSettings } from "../../instance/settings.js";
import { instanceAdminOnly } from "../../middleware/guards.js";
import { withInput } from "../../middleware/validate.js";
import { presentInstance } from "../../presenters/instance.js";
import { mountInstanceAdmins } from "./admins.js";
import { mountInstanceConfigurations } from "./configurations.js";
import { InstanceUpdateSchema } from "./schema.js";

async function loadInstance(db: Db): Promise<Instance> {
  const instance = await Instance.query(db).first();
  if (!instance) throw new Error("The instances row is missing: migrations did not run.");
  return instance;
}

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
      const instance = await loadInstance(db);
      const updated = Object.keys(body).length
        ? await Instance.query(db).patchAndFetchById(instance.id, { ...body, updated_at: new Date() })
        : instance;
      ctx.body = presentInstance(updated, await loadInstanceSettings(db, config), config);
    }),
  );

  mountInstanceAdmins(router);
  mountInstanceConfigurations(router);
  return router;
}
