import type { ScopeAck } from "../../../api/contract/realtime.js";
import type { Log } from "../hubContext.js";
import { SCOPE_ERRORS } from "./scopeSchema.js";

/**
 * Runs a client request and answers its ack: the request's own answer, or a generic refusal when it
 * threw (logged, never crashing the server). A request sent without an ack function is ignored, since
 * nobody could hear the answer.
 */
export function answer(ack: unknown, log: Log, work: () => Promise<ScopeAck>): void {
  if (typeof ack !== "function") return;
  const reply = ack as (answer: ScopeAck) => void;
  work().then(reply, (error: unknown) => {
    log("a socket request failed", error);
    reply({ ok: false, error: SCOPE_ERRORS.failed });
  });
}
