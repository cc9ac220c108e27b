import type { Knex } from "knex";
import { Instance } from "../../db/models/Instance.js";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
import type { User } from "../../db/models/User.js";
import { userCreate } from "./userCreate.js";

interface InstanceAdminCreateInput {
  trx: Knex.Transaction;
  instance: Instance;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  /** Becomes the instance name when given. */
  companyName: string;
  isTelemetryEnabled: boolean;
  ip: string;
}

/**
 * The first god-mode visitor: their account, their admin row, and the instance marked as set up.
 * The caller holds the lock on the instances row and has checked that no admin exists yet.
 */
export async function instanceAdminCreate(input: InstanceAdminCreateInput): Promise<User> {
  const { trx } = input;
  const user = await userCreate({
    trx,
    email: input.email,
    passwordHash: input.passwordHash,
    isPasswordAutoset: false,
    medium: "email",
    ip: input.ip,
    firstName: input.firstName,
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
    .where("id", input.instance.id);
  return user;
}
