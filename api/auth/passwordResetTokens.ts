import type { Db } from "../../db/connection.js";
import { PasswordResetToken } from "../../db/models/PasswordResetToken.js";
import { User } from "../../db/models/User.js";
import { LIMITS } from "../contract/limits.js";
import { AuthFlowError } from "../errors.js";
import { randomToken, sha256 } from "./tokens.js";

/** The reset link names the account as Plane's does (`uidb64`): the user id in base64url. */
export function encodeUid(userId: string): string {
  return Buffer.from(userId, "utf8").toString("base64url");
}

function decodeUid(uidb64: string): string {
  return Buffer.from(uidb64, "base64url").toString("utf8");
}

/** A random token for the emailed link; only its SHA-256 is stored, so a leaked table resets nothing. */
export async function issuePasswordResetToken(db: Db, userId: string): Promise<string> {
  const token = randomToken(32);
  await PasswordResetToken.query(db).insert({
    token_hash: sha256(token),
    user_id: userId,
    expires_at: new Date(Date.now() + LIMITS.passwordResetTtlSeconds * 1000),
  });
  return token;
}

/** The account a reset link may change, or the coded reason it may not. */
export async function userForResetToken(db: Db, uidb64: string, token: string): Promise<User> {
  const row = await PasswordResetToken.query(db).findById(sha256(token));
  if (!row || row.used_at || row.user_id !== decodeUid(uidb64)) throw new AuthFlowError("INVALID_PASSWORD_TOKEN");
  if (row.expires_at <= new Date()) throw new AuthFlowError("EXPIRED_PASSWORD_TOKEN");
  const user = await User.query(db).findById(row.user_id);
  if (!user) throw new AuthFlowError("INVALID_PASSWORD_TOKEN");
  if (!user.is_active) throw new AuthFlowError("USER_ACCOUNT_DEACTIVATED");
  return user;
}

/**
 * Spends the token (refusing it if a concurrent request spent it first) and every other link still
 * outstanding for the account, so an older email cannot undo the new password.
 */
export async function spendPasswordResetTokens(trx: Db, userId: string, token: string): Promise<void> {
  const usedAt = new Date();
  const spent = await PasswordResetToken.query(trx).patch({ used_at: usedAt }).where("token_hash", sha256(token)).whereNull("used_at");
  if (spent === 0) throw new AuthFlowError("INVALID_PASSWORD_TOKEN");
  await PasswordResetToken.query(trx).patch({ used_at: usedAt }).where("user_id", userId).whereNull("used_at");
}
