import { EVENT_NAMES, type AnyEventEnvelope, type EventName } from "../../../api/contract/events";
import { isOwnMutation } from "../http/mutationIds";
import { workspaces } from "../stores/workspaces";
import { catchUp, catchUpSoon } from "./catchUp";
import { followActivity } from "./handlers/activity";
import { HANDLERS } from "./handlers";
import { freshPart } from "./staleness";
import { admit, caughtUpTo, knownWorkspaces, lastVersion } from "./syncCursor";

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

/**
 * A workspace scope was granted with the workspace's version at that moment: a tab that has no version for it
 * yet starts there (its views were read from REST). One that has a version keeps it, so that the catch-up
 * after a reconnect starts from what the tab last applied, not from now.
 */
export function startVersion(workspaceSlug: string, version: number): void {
  const open = workspaces.current;
  if (open?.slug === workspaceSlug && lastVersion(open.id) === null) caughtUpTo(open.id, version);
}
