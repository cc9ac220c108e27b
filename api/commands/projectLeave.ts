import { ProjectMember } from "../../db/models/ProjectMember.js";
import type { Project } from "../../db/models/Project.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { ValidationError } from "../errors.js";
import { announceMembershipEnded } from "../projects/memberEvents.js";
import { assertProjectAdminRemains, LAST_ADMIN_LEAVE, lockProjectForMembershipChange } from "../projects/membershipChanges.js";

interface ProjectLeaveInput extends UnitOfWork {
  project: Project;
}

/** Ends the actor's own membership of the project; its last admin must hand over first. */
export async function projectLeave(uow: ProjectLeaveInput): Promise<void> {
  const { trx, actor, project } = uow;
  await lockProjectForMembershipChange(trx, project.id);
  const self = await ProjectMember.query(trx).modify("active").where({ project_id: project.id, member_id: actor.id }).first();
  if (!self) throw new ValidationError("You are not a member of this project.");
  await assertProjectAdminRemains(trx, self, null, LAST_ADMIN_LEAVE);
  const ended = await ProjectMember.query(trx).patchAndFetchById(self.id, { is_active: false, updated_at: new Date() });
  announceMembershipEnded(uow, ended);
}
