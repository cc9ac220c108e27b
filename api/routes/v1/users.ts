import type Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import type { AppContextExtras, AppState } from "../../context.js";
import { signedIn } from "../../middleware/guards.js";
import { presentV1UserLite } from "../../presenters/v1/userLite.js";
import { v1Route } from "./route.js";

/** GET /api/v1/users/me/: the person the API key acts as, the first call a client makes to check its key. */
export function mountV1Users(router: Router<AppState, AppContextExtras>): void {
  v1Route(router, { method: "get", path: "/api/v1/users/me/", summary: "The person the API key acts as", input: {} }, [signedIn()], async (ctx) => {
    ctx.body = presentV1UserLite(requireUser(ctx));
  });
}
