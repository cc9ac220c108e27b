import type { MatrixRow } from "./matrix.js";

/** Work items one at a time, and the lookup by IDENT-seq. */
export const WORK_ITEM_ROWS: MatrixRow[] = [];
