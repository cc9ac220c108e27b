import type { MatrixRow } from "./matrix.js";

/** Work item labels, per project and across the workspace. */
export const LABEL_ROWS: MatrixRow[] = [];
