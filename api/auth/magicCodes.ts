import { randomInt } from "node:crypto";
import type { Db } from "../../db/connection.js";
import { MagicCode } from "../../db/models/MagicCode.js";
import { LIMITS } from "../contract/limits.js";
import { beginSecretAttempt } from "./secretAttempts.js";
import { hmac } from "./tokens.js";

/** What a submitted code turned out to be; the sign-in and sign-up forms map it to their own error codes. */
export type MagicCodeCheck = "valid" | "invalid" | "expired" | "exhausted";

/**
 * A six-digit code has only a million values, so a plain hash of it would fall to a lookup table the
 * moment the table leaked: it is keyed with the server secret and bound to the email instead.
 */
function codeHash(secretKey: string, email: string, code: string): string {
  return hmac(secretKey, `${email}\n${code}`);
}

/** Issues a fresh code for the email, replacing (and so revoking) any earlier one with a new attempt count. */
export async function issueMagicCode(db: Db, secretKey: string, email: string): Promise<string> {
  const code = String(randomInt(10 ** LIMITS.magicCodeLength)).padStart(LIMITS.magicCodeLength, "0");
  const now = Date.now();
  await MagicCode.query(db)
    .insert({
      email,
      code_hash: codeHash(secretKey, email, code),
      attempts: 0,
      created_at: new Date(now),
      expires_at: new Date(now + LIMITS.magicCodeTtlSeconds * 1000),
    })
    .onConflict("email")
    .merge();
  return code;
}

/**
 * Checks a submitted code with single statements, so that concurrent guesses cannot share an attempt:
 * a right, live code is deleted as it is accepted (single use); a wrong one counts an attempt and the
 * code is deleted once the attempts are used up. Like Plane, a missing code reads as expired: it was
 * used, replaced, exhausted or never asked for, and in each case the way on is to request a new one.
 */
export async function checkMagicCode(db: Db, secretKey: string, email: string, code: string): Promise<MagicCodeCheck> {
  const now = new Date();
  const hash = codeHash(secretKey, email, code.trim());
  const accepted = await MagicCode.query(db).delete().where({ email, code_hash: hash }).where("expires_at", ">", now);
  if (accepted > 0) return "valid";

  const [row] = await MagicCode.query(db)
    .patch({ attempts: MagicCode.raw("attempts + 1") })
    .where("email", email)
    .returning("*");
  if (!row) return "expired";
  const outcome = row.expires_at <= now ? "expired" : row.attempts >= LIMITS.magicCodeMaxAttempts ? "exhausted" : "invalid";
  // Delete only the code that was checked: a new one issued meanwhile must survive.
  if (outcome !== "invalid") await MagicCode.query(db).delete().where({ email, code_hash: row.code_hash });
  return outcome;
}

/**
 * Checks a code a person typed, counted like a wrong password: against the address that sent it, never
 * the inbox's owner. Magic sign-in and sign-up and the signed-in email verification all spend codes here.
 */
export async function spendMagicCode(db: Db, secretKey: string, ip: string, email: string, code: string): Promise<MagicCodeCheck> {
  const attempt = await beginSecretAttempt(db, ip, email);
  const outcome = await checkMagicCode(db, secretKey, email, code);
  await attempt.settle(outcome === "valid");
  return outcome;
}
