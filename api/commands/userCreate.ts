import type { Knex } from "knex";
import { UniqueViolationError } from "objection";
import { AuthFlowError } from "../errors.js";
import { Profile } from "../../db/models/Profile.js";
import { User } from "../../db/models/User.js";
import { EMPTY_ONBOARDING_STEPS } from "../contract/onboarding.js";
import type { LoginMedium } from "../auth/sessions.js";
import { randomToken } from "../auth/tokens.js";

interface UserCreateInput {
  trx: Knex.Transaction;
  email: string;
  passwordHash: string | null;
  /** True for accounts made through a magic code: they have no password of their own yet. */
  isPasswordAutoset: boolean;
  medium: LoginMedium;
  ip: string;
  firstName?: string;
  lastName?: string;
}

/** Creates the account and its profile together; the email is already normalised and known to be free. */
export async function userCreate(input: UserCreateInput): Promise<User> {
  const localPart = input.email.split("@")[0] ?? "user";
  const user = await User.query(input.trx)
    .insertAndFetch({
      email: input.email,
      username: `${localPart.replace(/[^a-z0-9_.-]/gi, "").slice(0, 40) || "user"}-${randomToken(6)}`,
      display_name: localPart.slice(0, 255),
      first_name: input.firstName ?? "",
      last_name: input.lastName ?? "",
      password_hash: input.passwordHash,
      is_password_autoset: input.isPasswordAutoset,
      is_email_verified: input.medium === "magic-code",
      last_login_medium: input.medium,
      last_login_time: new Date(),
      last_login_ip: input.ip,
    })
    .catch((error: unknown) => {
      // Two sign-ups for one email raced past the callers' existence check: the unique index decides.
      if (error instanceof UniqueViolationError) throw new AuthFlowError("USER_ALREADY_EXIST");
      throw error;
    });
  await Profile.query(input.trx).insert({ user_id: user.id, onboarding_step: { ...EMPTY_ONBOARDING_STEPS } });
  return user;
}
