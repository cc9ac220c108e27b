import { proxy } from "valtio";
import type { WebhookFamily, WebhookLogShape, WebhookShape, WebhookWithSecretShape } from "../../../api/contract/webhookShapes";
import { api } from "../http/client";
import { loadOwned, type LoadState } from "./loadOwned";

/** The open workspace's webhooks in settings (admins only). Never a secret: only the dialog that shows it once holds one. */
interface WebhooksStore {
  slug: string | null;
  webhooks: WebhookShape[];
  state: LoadState;
}

export const webhooks = proxy<WebhooksStore>({ slug: null, webhooks: [], state: "idle" });

const hooksPath = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}/webhooks/`;
const hookPath = (slug: string, id: string) => `${hooksPath(slug)}${encodeURIComponent(id)}/`;

export function loadWebhooks(slug: string): Promise<void> {
  return loadOwned(webhooks, "slug", slug, "webhooks", [], () => api.get<WebhookShape[]>(hooksPath(slug)));
}

export type WebhookInput = { url: string; is_active: boolean } & Record<WebhookFamily, boolean>;

/** Puts the webhook in the list (newest first) or replaces the one with its id, without any secret. */
export function keepWebhook(slug: string, withSecret: WebhookWithSecretShape | WebhookShape): void {
  if (webhooks.slug !== slug) return;
  const { secret_key: _secret, ...listed } = withSecret as WebhookWithSecretShape;
  const at = webhooks.webhooks.findIndex((hook) => hook.id === listed.id);
  if (at === -1) webhooks.webhooks.unshift(listed);
  else webhooks.webhooks[at] = listed;
}

/** Answers the secret to the caller, who shows it once. */
export async function createWebhook(slug: string, input: WebhookInput): Promise<WebhookWithSecretShape> {
  const created = await api.post<WebhookWithSecretShape>(hooksPath(slug), input);
  keepWebhook(slug, created);
  return created;
}

/** Applies a change made elsewhere (another admin, another tab) to the webhook shown. */
export function patchWebhook(id: string, changes: Partial<WebhookShape>): void {
  const held = webhooks.webhooks.find((hook) => hook.id === id);
  if (held) Object.assign(held, changes);
}

export function dropWebhook(id: string): void {
  webhooks.webhooks = webhooks.webhooks.filter((hook) => hook.id !== id);
}

export async function updateWebhook(slug: string, id: string, changes: Partial<WebhookInput>): Promise<void> {
  keepWebhook(slug, await api.patch<WebhookShape>(hookPath(slug, id), changes));
}

export async function regenerateWebhookSecret(slug: string, id: string): Promise<WebhookWithSecretShape> {
  const answered = await api.post<WebhookWithSecretShape>(`${hookPath(slug, id)}regenerate/`);
  keepWebhook(slug, answered);
  return answered;
}

export async function deleteWebhook(slug: string, id: string): Promise<void> {
  await api.delete<void>(hookPath(slug, id));
  dropWebhook(id);
}

/** A webhook's latest delivery attempts, newest first. */
export function fetchWebhookLogs(slug: string, id: string): Promise<WebhookLogShape[]> {
  return api.get<WebhookLogShape[]>(`/api/workspaces/${encodeURIComponent(slug)}/webhook-logs/${encodeURIComponent(id)}/`);
}
