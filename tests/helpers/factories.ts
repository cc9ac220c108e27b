import { randomBytes } from "node:crypto";
import { hashPassword } from "../../api/auth/passwords.js";
import { userCreate } from "../../api/commands/userCreate.js";
import { Instance } from "../../db/models/Instance.js";
import { InstanceAdmin } from "../../db/models/InstanceAdmin.js";
import { Profile } from "../../db/models/Profile.js";
import type { User } from "../../db/models/User.js";
import type { Db } from "../../db/connection.js";
import { TestClient } from "./client.js";

export const STRONG_PASSWORD = "Granite-Cairn-Trail-42!";

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${randomBytes(5).toString("hex")}@example.com`;
}

/** Marks the instance as set up with an admin, as the first god-mode visit does. */
export async function setUpInstance(db: Db): Promise<User> {
  const admin = await buildUser(db, { email: uniqueEmail("admin") });
  await InstanceAdmin.query(db).insert({ user_id: admin.id, role: 20 });
  await Instance.query(db).patch({ is_setup_done: true });
  return admin;
}

/** A person signed up by email; `onboarded` skips the onboarding screens, as most browser tests want. */
export async function buildUser(db: Db, options: { email?: string; password?: string; autoset?: boolean; onboarded?: boolean } = {}): Promise<User> {
  const passwordHash = options.autoset ? null : await hashPassword(options.password ?? STRONG_PASSWORD);
  const user = await db.transaction((trx) =>
    userCreate({
      trx,
      email: options.email ?? uniqueEmail(),
      passwordHash,
      isPasswordAutoset: options.autoset ?? false,
      medium: "email",
      ip: "127.0.0.1",
    }),
  );
  if (options.onboarded) await Profile.query(db).patch({ is_onboarded: true }).where("user_id", user.id);
  return user;
}

/** A client signed in through the real sign-up form. */
export async function signedUpClient(baseUrl: string, email = uniqueEmail(), password = STRONG_PASSWORD): Promise<{ client: TestClient; email: string }> {
  const client = new TestClient(baseUrl);
  const response = await client.form("/auth/sign-up/", { email, password });
  if (response.status !== 302 || response.location?.searchParams.has("error_code")) {
    throw new Error(`sign-up failed: ${response.status} ${response.location?.href}`);
  }
  return { client, email };
}
