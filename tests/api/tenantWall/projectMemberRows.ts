import type { MatrixRow } from "./matrix.js";

/** Project members, joining and leaving. */
export const PROJECT_MEMBER_ROWS: MatrixRow[] = [];
