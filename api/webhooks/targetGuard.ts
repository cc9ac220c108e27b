import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a webhook may not reach unless the instance admin allows private targets: this host, private
 * networks, link-local (with the cloud metadata service at 169.254.169.254), CGNAT, multicast and reserved
 * ranges, and their IPv6 counterparts. Otherwise anyone who can add a webhook could probe the inside.
 */
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) BLOCKED.addSubnet(net, bits, "ipv4");
// The forms that carry an IPv4 address inside an IPv6 one (IPv4-compatible, SIIT, NAT64, 6to4, Teredo) are
// refused whole: none is a webhook receiver's usual address, and each could reach a private IPv4 one.
for (const [net, bits] of [
  ["::", 96],
  ["::ffff:0:0:0", 96],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) BLOCKED.addSubnet(net, bits, "ipv6");

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function isBlocked(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], "ipv4");
  return BLOCKED.check(address, isIP(address) === 6 ? "ipv6" : "ipv4");
}

/** Why a URL cannot be a webhook target, in words for the person who typed it. */
export class WebhookTargetError extends Error {}

export interface ResolvedTarget {
  url: URL;
  /** The address checked, which the connection then uses, so a second DNS answer cannot swap in another. */
  address: string;
  family: 4 | 6;
}

/**
 * A slow resolver would hold the request (or the worker) that checks a URL as long as it likes; past this,
 * the host counts as not resolved. The lookup itself cannot be cancelled and finishes unheard.
 */
const LOOKUP_TIMEOUT_MS = 5000;

function withinLookupTime<T>(answer: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("DNS lookup timed out")), LOOKUP_TIMEOUT_MS);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/** Checks a webhook URL and resolves its host; throws WebhookTargetError when it may not be used. */
export async function resolveWebhookTarget(raw: string, allowPrivate: boolean): Promise<ResolvedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new WebhookTargetError("must be a valid URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new WebhookTargetError("must start with http:// or https://");
  if (url.username || url.password) throw new WebhookTargetError("must not carry a user name or password");
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  let answers: { address: string; family: number }[];
  try {
    answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await withinLookupTime(lookup(host, { all: true, verbatim: true }));
  } catch {
    throw new WebhookTargetError(`its host ${host} could not be resolved`);
  }
  const first = answers[0];
  if (!first) throw new WebhookTargetError(`its host ${host} could not be resolved`);
  if (!allowPrivate && answers.some((answer) => isBlocked(answer.address))) {
    throw new WebhookTargetError("points to a private, loopback, link-local or metadata address; use a public address, or ask the instance admin to allow private targets in God mode › Webhooks");
  }
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
