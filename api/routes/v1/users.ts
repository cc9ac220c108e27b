import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { presentV1UserLite } from "../../presenters/v1/userLite.js";

/** GET /api/v1/users/me/: the person the API key acts as, the first call a client makes to check its key. */
export function mountV1Users(router: Router<AppState, AppContextExtras>): void {
  router.get("/api/v1/users/me/", (ctx) => {
    ctx.body = presentV1UserLite(requireUser(ctx));
  });
}
