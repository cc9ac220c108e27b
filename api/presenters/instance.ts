import type { Instance } from "../../db/models/Instance.js";
import type { InstanceShape } from "../contract/instanceShapes.js";
import type { Config } from "../config.js";
import type { InstanceSettings } from "../instance/settings.js";

/** GET /api/instances/: what the sign-in screens need to know before anyone is signed in. */
export function presentInstance(instance: Instance, settings: InstanceSettings, config: Config): InstanceShape {
  return {
    instance: {
      id: instance.id,
      instance_name: instance.instance_name,
      is_setup_done: instance.is_setup_done,
      is_signup_screen_visited: instance.is_signup_screen_visited,
      is_telemetry_enabled: instance.is_telemetry_enabled,
      current_version: "0.1.0",
      created_at: instance.created_at.toISOString(),
      updated_at: instance.updated_at.toISOString(),
    },
    config: {
      enable_signup: settings.signupEnabled,
      is_email_password_enabled: settings.passwordLoginEnabled,
      is_magic_login_enabled: settings.magicLoginEnabled,
      is_smtp_configured: settings.smtp !== null,
      is_google_enabled: false,
      is_github_enabled: false,
      is_gitlab_enabled: false,
      app_base_url: config.webUrl,
      admin_base_url: `${config.webUrl}/god-mode/`,
      space_base_url: `${config.webUrl}/spaces/`,
    },
  };
}
