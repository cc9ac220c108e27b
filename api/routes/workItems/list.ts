import type Router from "@koa/router";
import type { AppContextExtras, AppState } from "../../context.js";

/** The work item list of SPEC.md section 7: filters, grouping and the paginated envelope. */
export function mountWorkItemList(router: Router<AppState, AppContextExtras>): void {
  void router;
}
