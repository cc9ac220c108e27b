import type { MatrixRow } from "./matrix.js";
import { V1_PROJECT_CONTENT_ROWS } from "./v1ProjectContentRows.js";
import { V1_WORKSPACE_ROWS } from "./v1WorkspaceRows.js";
import { V1_WORK_ITEM_CHILD_ROWS } from "./v1WorkItemChildRows.js";
import { V1_WORK_ITEM_ROWS } from "./v1WorkItemRows.js";

/** Every public API v1 route's row (token mode): add a v1 resource's file here. */
export const V1_MATRIX_ROWS: readonly MatrixRow[] = [...V1_WORKSPACE_ROWS, ...V1_PROJECT_CONTENT_ROWS, ...V1_WORK_ITEM_ROWS, ...V1_WORK_ITEM_CHILD_ROWS];
