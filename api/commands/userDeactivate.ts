import { endAllSessions } from "../auth/sessions.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { lockUser, writeUser } from "../users/accounts.js";

/** The actor deactivates their own account: every session ends with it, and signing in is refused from now on. */
export async function userDeactivate(uow: UnitOfWork): Promise<void> {
  const user = await lockUser(uow.trx, uow.actor.id);
  await writeUser(uow, user, { is_active: false });
  await endAllSessions(uow.trx, user.id);
}
