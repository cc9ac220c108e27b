import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

/** A switch: 1 or true turns it on, 0 or false off. */
const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1", "true", "false"])
    .default(fallback)
    .transform((value) => value === "1" || value === "true");

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  EMAIL_FROM: z.string().default("Cairn <no-reply@cairn.local>"),
  WEB_URL: z.url({ protocol: /^https?$/ }).optional(),
  SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters").optional(),
  TRUST_PROXY: flag("0"),
  LOG_LEVEL: z.enum(["silent", "error", "info"]).default("info"),
  SERVE_SOURCE_MAPS: flag("0"),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().regex(/^[\w.:-]{1,64}$/, "REDIS_KEY_PREFIX may hold letters, digits and . : - _ (at most 64)").default("cairn"),
  SESSION_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  WEBHOOK_RETRY_BASE_MS: z.coerce.number().int().min(1).max(3_600_000).default(30_000),
  WEBHOOK_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(30_000),
  WEBHOOK_WORKER: flag("1"),
});

/** Every environment variable Cairn reads. */
export const CONFIG_VARIABLES = Object.keys(EnvSchema.shape) as (keyof typeof EnvSchema.shape)[];

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  emailFrom: string;
  /** The origin people open in their browser; links in emails and the CSRF origin check use it. */
  webUrl: string;
  secretKey: string;
  /** Read the client address from X-Forwarded-For; only safe behind a proxy that sets it. */
  trustProxy: boolean;
  logLevel: "silent" | "error" | "info";
  /** Answer the web app's source maps (*.map); off by default, so a deployment does not publish its source. */
  serveSourceMaps: boolean;
  /** Redis for the realtime hub's fan-out between server processes; unset, one process needs no Redis. */
  redisUrl: string | undefined;
  /** Prefix of the hub's Redis channels, so deployments (or test runs) sharing one Redis never hear each other. */
  redisKeyPrefix: string;
  /** How often live connections (/socket.io and /live) ask again whether their sessions have expired. */
  sessionSweepMs: number;
  /** Requests a minute each API token may make to /api/v1/; Plane's default is 60. */
  apiRateLimitPerMinute: number;
  /** The first retry's wait after a failed delivery; each next one doubles it. */
  webhookRetryBaseMs: number;
  /**
   * The longest the delivery worker goes without looking for due deliveries of its own accord; it is woken
   * whenever one is queued, and when a retry falls due, so this only bounds what it could otherwise miss.
   */
  webhookPollMs: number;
  /** Whether this process sends webhook deliveries; off, it only queues them, for processes that should just serve. */
  webhookWorker: boolean;
}

/** Reads the environment once, at start-up; a bad value stops the process with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset, as in `DATABASE_URL= npm start` or a compose file's `DATABASE_URL:`;
  // read as a value, it stopped the process ("Invalid URL") instead of choosing the embedded database.
  const parsed = EnvSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, value]) => value !== "")));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    emailFrom: e.EMAIL_FROM,
    webUrl: (e.WEB_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    secretKey: e.SECRET_KEY ?? persistedSecretKey(dataDir),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    sessionSweepMs: e.SESSION_SWEEP_SECONDS * 1000,
    apiRateLimitPerMinute: e.API_RATE_LIMIT_PER_MINUTE,
    webhookRetryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
    webhookPollMs: e.WEBHOOK_POLL_MS,
    webhookWorker: e.WEBHOOK_WORKER,
  };
}

/** A generated key is kept in the data folder so sessions and encrypted settings survive restarts. */
function persistedSecretKey(dataDir: string): string {
  const file = join(dataDir, "secret_key");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(48).toString("base64url");
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
