import type { Knex } from "knex";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
import { Instance } from "../../db/models/Instance.js";
import type { User } from "../../db/models/User.js";
import { isValidEmail } from "../auth/emails.js";
import { hashPassword } from "../auth/passwords.js";
import { PASSWORD_STRENGTH, passwordStrength } from "../contract/passwordStrength.js";
import { AuthFlowError } from "../errors.js";
import { lockInstance } from "../instance/instanceRow.js";
import { userByEmail } from "../users/accounts.js";
import { userCreate } from "./userCreate.js";

interface InstanceAdminCreateInput {
  /** Its own transaction: this runs before anyone is signed in, so there is no actor to act. */
  trx: Knex.Transaction;
  /** Normalised; empty when the form left it out. */
  email: string;
  password: string | undefined;
  firstName: string;
  lastName: string;
  /** Becomes the instance name when given. */
  companyName: string;
  isTelemetryEnabled: boolean;
  ip: string;
}

/**
 * The first god-mode visitor: their account, their admin row, and the instance marked as set up. Racing
 * first visitors queue on the instances row lock; whoever comes second then sees the admin row. Every
 * check runs under the lock so that "an admin exists" (5150) is answered before anything else.
 */
export async function instanceAdminCreate(input: InstanceAdminCreateInput): Promise<User> {
  const { trx, email, password, firstName } = input;
  const instance = await lockInstance(trx);
  if (await InstanceAdmin.query(trx).first()) throw new AuthFlowError("ADMIN_ALREADY_EXIST");
  if (!email || !password || !firstName) throw new AuthFlowError("REQUIRED_ADMIN_EMAIL_PASSWORD_FIRST_NAME");
  if (!isValidEmail(email)) throw new AuthFlowError("INVALID_ADMIN_EMAIL");
  if (passwordStrength(password) !== PASSWORD_STRENGTH.STRENGTH_VALID) throw new AuthFlowError("INVALID_ADMIN_PASSWORD");
  if (await userByEmail(trx, email)) throw new AuthFlowError("ADMIN_USER_ALREADY_EXIST");
  const user = await userCreate({
    trx,
    email,
    passwordHash: await hashPassword(password),
    isPasswordAutoset: false,
    medium: "email",
    ip: input.ip,
    firstName,
    lastName: input.lastName,
  });
  await InstanceAdmin.query(trx).insert({ user_id: user.id });
  await Instance.query(trx)
    .patch({
      is_setup_done: true,
      is_telemetry_enabled: input.isTelemetryEnabled,
      ...(input.companyName ? { instance_name: input.companyName } : {}),
      updated_at: new Date(),
    })
    .where("id", instance.id);
  return user;
}
