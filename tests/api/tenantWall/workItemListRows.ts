import type { MatrixRow } from "./matrix.js";

/** Work item lists and the per-user display properties. */
export const WORK_ITEM_LIST_ROWS: MatrixRow[] = [];
