import type { Next } from "koa";
import type { ProjectFeature } from "../contract/projectShapes.js";
import type { AppContext } from "../context.js";
import { NotFoundError } from "../errors.js";
import { requireProject } from "./projectScope.js";

/**
 * After projectScope(): a feature switched off in the project's settings (SPEC.md section 3 feature flags)
 * takes its routes with it, a 404 like any path that is not there. Its data stays, and is back when the
 * feature is switched on again.
 */
export function projectFeature(feature: ProjectFeature, message: string) {
  return function requireFeature(ctx: AppContext, next: Next): Promise<void> {
    if (!requireProject(ctx).project[feature]) throw new NotFoundError(message);
    return next();
  };
}
