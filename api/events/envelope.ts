import { BODY_FLAGS, type Audience, type BodyField, type Changes, type EventName, type EventPayloads } from "../contract/events.js";
import type { PendingEvent } from "./unitOfWork.js";

/** What an event is about: the row that changed, enough of it to address the event. */
export interface EventSubject {
  id: string;
  workspace_id: string | null;
  project_id?: string | null;
}

/**
 * The one envelope builder (ARCHITECTURE.md "Wire protocols"). The unit of work stamps the version (the
 * workspace's sync id) and the mutation id when the transaction ends.
 */
export function domainEvent<Name extends EventName>(name: Name, subject: EventSubject, actorId: string | null, data: EventPayloads[Name], audience: Audience): PendingEvent {
  return {
    name,
    id: subject.id,
    workspace_id: subject.workspace_id,
    project_id: subject.project_id ?? null,
    actor_id: actorId,
    data,
    audience,
  } as PendingEvent;
}

/** Everyone in the workspace (its members, settings, projects list). */
export function toWorkspace(workspaceId: string): Audience {
  return { kind: "workspace", workspace_id: workspaceId };
}

/** Everyone who can read the project's content. */
export function toProject(row: { workspace_id: string; project_id: string }): Audience {
  return { kind: "project", workspace_id: row.workspace_id, project_id: row.project_id };
}

/** Only these people (a private draft's owner, one's own settings). */
export function toUsers(workspaceId: string | null, userIds: readonly string[]): Audience {
  return { kind: "users", workspace_id: workspaceId, user_ids: [...new Set(userIds)] };
}

/** A work item's audience: a draft is private to the person who made it, anything else is the project's. */
export function toWorkItemAudience(issue: { workspace_id: string; project_id: string; is_draft: boolean; created_by_id: string | null }): Audience {
  return issue.is_draft ? toUsers(issue.workspace_id, issue.created_by_id ? [issue.created_by_id] : []) : toProject(issue);
}

/**
 * The `data` of a `.updated` event: the fields of the presented row after the change that differ from
 * before it, compared by value, with HTML bodies replaced by their flag (a client refetches the body).
 */
export function changedFields<Shape extends object>(before: Shape, after: Shape): Changes<Shape> {
  const old = before as Record<string, unknown>;
  const changed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(after)) {
    if (JSON.stringify(value) === JSON.stringify(old[key])) continue;
    const flag = key in BODY_FLAGS ? BODY_FLAGS[key as BodyField] : undefined;
    if (flag) changed[flag] = true;
    else changed[key] = value;
  }
  return changed as Changes<Shape>;
}
