import { ProjectMember } from "../../db/models/ProjectMember.js";
import type { Project } from "../../db/models/Project.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { announceMembershipEnded } from "../projects/memberEvents.js";
import { assertProjectAdminRemains, LAST_ADMIN_DEMOTE, lockProjectForMembershipChange, projectMembershipOf } from "../projects/membershipChanges.js";

interface ProjectMemberRemoveInput extends UnitOfWork {
  project: Project;
  membershipId: string;
}

/** Ends someone's membership of the project (the row stays, inactive, so adding them back restores it). */
export async function projectMemberRemove(uow: ProjectMemberRemoveInput): Promise<void> {
  const { trx, project, membershipId } = uow;
  await lockProjectForMembershipChange(trx, project.id);
  const target = await projectMembershipOf(trx, project.id, membershipId);
  await assertProjectAdminRemains(trx, target, null, LAST_ADMIN_DEMOTE);
  const ended = await ProjectMember.query(trx).patchAndFetchById(target.id, { is_active: false, updated_at: new Date() });
  announceMembershipEnded(uow, ended);
}
