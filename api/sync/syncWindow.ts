import { SYNC_PAGE_SIZE } from "../contract/realtime.js";

/**
 * How far behind a client may be and still catch up from the sync log; one further behind reloads its
 * views instead (SyncPageShape.refetch), which is cheaper than replaying that many changes. The log
 * never needs to hold more than this many versions per workspace (api/housekeeping.ts).
 */
export const SYNC_CATCH_UP_VERSIONS = 10 * SYNC_PAGE_SIZE;
