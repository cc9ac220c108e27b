import type { Services } from "../../api/context.js";
import type { HubServer } from "./hubTypes.js";

export type Log = (message: string, error?: unknown) => void;

/** What the hub's parts share: the server's services, the Socket.IO server, the log, and two bits of state. */
export interface HubContext {
  services: Services;
  io: HubServer;
  log: Log;
  /** True once the hub is shutting down: nobody is left to tell anything. */
  closing(): boolean;
  /**
   * Counts the access rechecks this process has started. A subscribe or presence join that was being
   * decided while one started decides again, so that it cannot join on an answer the change made stale.
   */
  accessChanges(): number;
}
