import type { ProjectMember } from "../../db/models/ProjectMember.js";
import { domainEvent, toProject } from "../events/envelope.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { presentProjectMember } from "../presenters/projectMember.js";
import { withPeople } from "./presentMemberships.js";

/**
 * Queues project_member.created for each membership made or brought back, with its person. A bot's
 * membership is announced too: `member.is_bot` lets a list leave it out, as the REST list does.
 */
export async function announceMembershipsCreated({ trx, outbox, actor }: UnitOfWork, memberships: readonly ProjectMember[]): Promise<void> {
  for (const { membership, user } of await withPeople(trx, memberships)) {
    outbox.add(domainEvent("project_member.created", membership, actor.id, presentProjectMember(membership, user), toProject(membership)));
  }
}

/** Queues project_member.deleted for a membership that ended (the row stays, inactive). */
export function announceMembershipEnded({ outbox, actor }: UnitOfWork, membership: ProjectMember): void {
  outbox.add(domainEvent("project_member.deleted", membership, actor.id, { id: membership.id, project: membership.project_id }, toProject(membership)));
}
