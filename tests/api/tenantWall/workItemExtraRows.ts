import type { MatrixRow } from "./matrix.js";

/** Relations, links, comments, reactions and subscriptions of a work item. */
export const WORK_ITEM_EXTRA_ROWS: MatrixRow[] = [];
