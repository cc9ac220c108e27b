import { EVENT_NAMES, type AnyEventEnvelope, type EventName } from "../../../api/contract/events";
import { isOwnMutation } from "../http/mutationIds";
import { workspaces } from "../stores/workspaces";
import { catchUp, catchUpSoon, learnVersion } from "./catchUp";
import { followActivity } from "./handlers/activity";
import { HANDLERS } from "./handlers";
import { freshPart } from "./staleness";
import { admit, knownWorkspaces } from "./syncCursor";

const KNOWN = new Set<string>(EVENT_NAMES);

export function isDomainEvent(name: string): name is EventName {
  return KNOWN.has(name);
}

/**
 * Patches the stores with one event. This tab's own writes come back carrying their mutation id: what they
 * changed already shows (optimistically or from the REST answer), so they only count towards the version.
 */
function apply(event: AnyEventEnvelope): void {
  const fresh = freshPart(event);
  if (!fresh || isOwnMutation(fresh.mutation_id)) return;
  const handler = HANDLERS[fresh.name] as ((event: AnyEventEnvelope) => void) | undefined;
  handler?.(fresh);
  followActivity(fresh);
}

/** An event off the socket: applied at once unless already applied; one that skipped versions also asks what lies between. */
export function receive(event: AnyEventEnvelope): void {
  const admission = admit(event.workspace_id, event.version);
  if (admission === "duplicate") return;
  apply(event);
  if (admission === "gap" && event.workspace_id) catchUpSoon(event.workspace_id, apply);
}

/**
 * After a reconnect: what changed meanwhile in every workspace heard from, and in the open one even if it
 * was quiet until then (the server restores nothing; catchUp reads its views again then).
 */
export function catchUpAll(): void {
  const open = workspaces.current?.id;
  for (const workspaceId of new Set([...knownWorkspaces(), ...(open ? [open] : [])])) void catchUp(workspaceId, apply);
}

/** After the first connect: the open workspace's version, so that a later reconnect can catch up from it. */
export function learnOpenWorkspaceVersion(): void {
  const open = workspaces.current?.id;
  if (open) void learnVersion(open);
}
