import type { Project } from "../../db/models/Project.js";
import type { EventName, EventPayloads } from "../contract/events.js";
import { domainEvent, toProject } from "../events/envelope.js";
import type { PendingEvent } from "../events/unitOfWork.js";

type ProjectEventName = Extract<EventName, `project.${string}`>;

/** An event about a project itself: it is its own envelope's project, and goes to whoever may see it. */
export function projectEvent<Name extends ProjectEventName>(name: Name, project: Project, actorId: string, data: EventPayloads[Name]): PendingEvent {
  const subject = { id: project.id, workspace_id: project.workspace_id, project_id: project.id };
  return domainEvent(name, subject, actorId, data, toProject(subject));
}
