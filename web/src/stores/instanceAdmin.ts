import { proxy } from "valtio";
import type { InstanceSettingKey } from "../../../api/contract/instanceSettings";
import type { InstanceConfigurationShape } from "../../../api/contract/instanceShapes";
import { ApiError, api } from "../http/client";
import type { CurrentUser, InstanceInfo } from "../http/types";
import { session } from "./session";

/** God mode's own view of who is here: an instance admin, someone else signed in, or nobody. */
export type AdminStatus = "unknown" | "admin" | "not-admin" | "signed-out";

export type InstanceSettings = Partial<Record<InstanceSettingKey, string>>;

interface InstanceAdminStore {
  status: AdminStatus;
  admin: CurrentUser | null;
  /** Every god-mode setting by key; null until loaded. */
  settings: InstanceSettings | null;
  settingsError: string | null;
}

export const instanceAdmin = proxy<InstanceAdminStore>({
  status: "unknown",
  admin: null,
  settings: null,
  settingsError: null,
});

export async function loadInstanceAdmin(): Promise<void> {
  try {
    instanceAdmin.admin = await api.get<CurrentUser>("/api/instances/admins/me/", { allowUnauthenticated: true });
    instanceAdmin.status = "admin";
  } catch (error) {
    instanceAdmin.admin = null;
    instanceAdmin.status = error instanceof ApiError && error.status === 403 ? "not-admin" : "signed-out";
  }
}

function byKey(rows: InstanceConfigurationShape[]): InstanceSettings {
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function loadInstanceSettings(): Promise<void> {
  try {
    instanceAdmin.settings = byKey(await api.get<InstanceConfigurationShape[]>("/api/instances/configurations/"));
    instanceAdmin.settingsError = null;
  } catch {
    instanceAdmin.settingsError = "Failed to fetch instance settings";
  }
}

/** The sign-in screens read the switches from GET /api/instances/: refresh it after every change. */
async function refreshInstanceInfo(): Promise<void> {
  session.instance = await api.get<InstanceInfo>("/api/instances/");
}

/** Saves the given settings; optimistic, restored from the server's answer or rolled back on failure. */
export async function saveInstanceSettings(changes: InstanceSettings): Promise<void> {
  const previous = instanceAdmin.settings ? { ...instanceAdmin.settings } : null;
  if (instanceAdmin.settings) Object.assign(instanceAdmin.settings, changes);
  try {
    instanceAdmin.settings = byKey(await api.patch<InstanceConfigurationShape[]>("/api/instances/configurations/", changes));
  } catch (error) {
    instanceAdmin.settings = previous;
    throw error;
  }
  await refreshInstanceInfo().catch(() => undefined);
}

export async function saveInstance(changes: { instance_name?: string; is_telemetry_enabled?: boolean }): Promise<void> {
  session.instance = await api.patch<InstanceInfo>("/api/instances/", changes);
}
