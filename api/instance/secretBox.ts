import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/** AES-256-GCM under a key derived from SECRET_KEY: secrets such as the SMTP password never sit in clear text. */
function keyFrom(secretKey: string): Buffer {
  return createHash("sha256").update(`instance-settings:${secretKey}`).digest();
}

export function encryptSetting(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFrom(secretKey), iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function decryptSetting(secretKey: string, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) return "";
  try {
    const decipher = createDecipheriv("aes-256-gcm", keyFrom(secretKey), iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
  } catch {
    // Sealed under another SECRET_KEY: treat as unset rather than failing every request.
    return "";
  }
}
