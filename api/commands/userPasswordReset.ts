import { spendPasswordResetTokens } from "../auth/passwordResetTokens.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { userPasswordSet } from "./userPasswordSet.js";

interface UserPasswordResetInput extends UnitOfWork {
  /** The emailed link's token, already checked to belong to the actor. */
  token: string;
  password: string;
}

/**
 * The reset link's new password: the link (and every other still outstanding) is spent, so it works
 * once, and every session ends, as after any password change.
 */
export async function userPasswordReset({ token, password, ...uow }: UserPasswordResetInput): Promise<void> {
  await spendPasswordResetTokens(uow.trx, uow.actor.id, token);
  await userPasswordSet({ ...uow, password, signOutEverywhere: true });
}
