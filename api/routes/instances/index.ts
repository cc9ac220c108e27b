import Router from "@koa/router";
import { Instance } from "../../../db/models/Instance.js";
import type { AppState, AppContextExtras } from "../../context.js";
import { loadInstanceSettings } from "../../instance/settings.js";
import { presentInstance } from "../../presenters/instance.js";

export function instancesRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>({ prefix: "/api/instances" });

  router.get("/", async (ctx) => {
    const { db, config } = ctx.services;
    const [instance, settings] = await Promise.all([Instance.query(db).first(), loadInstanceSettings(db, config)]);
    if (!instance) throw new Error("The instances row is missing: migrations did not run.");
    ctx.body = presentInstance(instance, settings, config);
  });

  return router;
}
