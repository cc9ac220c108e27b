import { z } from "zod";
import { LIMITS } from "../contract/limits.js";

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

const EmailShape = z.email().max(LIMITS.emailMaxLength);

export function isValidEmail(email: string): boolean {
  return EmailShape.safeParse(email).success;
}

/**
 * Fields of the sign-in forms are optional strings: a missing or malformed value is answered with the
 * flow's own error code (5040, 5045 ...), not with a generic 400.
 */
export const formText = z.string().max(4096).optional();
