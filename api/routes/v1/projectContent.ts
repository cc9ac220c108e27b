import type { AppContext } from "../../context.js";
import { requireProject } from "../../middleware/projectScope.js";
import { requireWorkspace } from "../../middleware/workspaceScope.js";
import { presentV1ProjectLite, presentV1WorkspaceLite } from "../../presenters/v1/lite.js";
import { v1Expand, v1Expanded, v1ListParam, v1PickFields } from "../../v1/queryOptions.js";

/**
 * How v1 reads present rows of the scoped project (states, labels): the resource's v1 shape, with
 * `?expand=project` / `?expand=workspace` nesting the scope the guards already loaded, and `?fields=` kept.
 */
export function projectContentPresenter<Row, Shape extends { project: string; workspace: string }>(
  ctx: AppContext,
  query: { expand?: unknown; fields?: unknown },
  present: (row: Row) => Shape,
) {
  const { project } = requireProject(ctx);
  const { workspace } = requireWorkspace(ctx);
  const expand = v1Expand(query);
  const fields = v1ListParam(query.fields);
  const expanders = { project: () => presentV1ProjectLite(project), workspace: () => presentV1WorkspaceLite(workspace) };
  return (row: Row) => v1PickFields(v1Expanded(present(row), expand, expanders), fields);
}
