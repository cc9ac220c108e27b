import type { Db } from "../../db/connection.js";
import { AUTH_RATE_LIMITS } from "../contract/limits.js";
import { RateLimitedError } from "../errors.js";
import { verifyPassword } from "./passwords.js";
import { forget, hit, peek, refund } from "./rateLimit.js";

const { failuresPerIpAccount, failuresPerIp, failuresPerAccount, accountBackoff } = AUTH_RATE_LIMITS;

/** An attempt at an account's secret (password, sign-in code), counted until it is settled. */
export interface SecretAttempt {
  settle(succeeded: boolean): Promise<void>;
}

/** Whether an account has failed so often, from anywhere, that addresses failing for it must wait. */
async function accountBackingOff(db: Db, accountKey: string): Promise<boolean> {
  const failures = await peek(db, accountKey, failuresPerAccount.windowSeconds);
  if (!failures || failures.hits < failuresPerAccount.points) return false;
  const wait = Math.min(accountBackoff.firstSeconds * 2 ** (failures.hits - failuresPerAccount.points), accountBackoff.maxSeconds);
  return failures.idleSeconds < wait;
}

/**
 * Call before checking a secret, then settle with the outcome. Failures are counted per (address, account)
 * and per address, never per account alone: a stranger's wrong guesses stop the stranger, and the owner,
 * from an address that has not been failing, still gets in. Past the per-account ceiling only addresses
 * that have failed for the account wait. The attempt is counted before the check and given back when it
 * succeeds, so parallel guesses cannot all slip past a count taken before any of them failed.
 */
export async function beginSecretAttempt(db: Db, ip: string, account: string): Promise<SecretAttempt> {
  // An address never holds a "/", so no two (address, account) pairs share a key.
  const pairKey = `auth:fail:${ip}/${account}`;
  const ipKey = `auth:fail-ip:${ip}`;
  const accountKey = `auth:fail-account:${account}`;
  // Independent counters: counted side by side, each sign-in waits on one round trip for both.
  const [pairHits, ipHits] = await Promise.all([hit(db, pairKey, failuresPerIpAccount.windowSeconds), hit(db, ipKey, failuresPerIp.windowSeconds)]);
  if (pairHits > failuresPerIpAccount.points || ipHits > failuresPerIp.points) throw new RateLimitedError();
  if (pairHits > 1 && (await accountBackingOff(db, accountKey))) throw new RateLimitedError();
  return {
    async settle(succeeded) {
      if (succeeded) {
        // The owner got in: their earlier typos from this address no longer count against them.
        await Promise.all([forget(db, pairKey), refund(db, ipKey)]);
      } else {
        await hit(db, accountKey, failuresPerAccount.windowSeconds);
      }
    },
  };
}

/** Checks a password the account's owner typed, within the limits above. */
export async function verifyPasswordAttempt(db: Db, ip: string, user: { email: string; password_hash: string | null }, password: string): Promise<boolean> {
  const attempt = await beginSecretAttempt(db, ip, user.email);
  const matches = await verifyPassword(user.password_hash, password);
  await attempt.settle(matches);
  return matches;
}
