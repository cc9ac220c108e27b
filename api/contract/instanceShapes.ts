import type { InstanceSettingCategory, InstanceSettingKey } from "./instanceSettings.js";

/** GET /api/instances/: what the sign-in screens need to know before anyone is signed in. */
export interface InstanceShape {
  instance: {
    id: string;
    instance_name: string;
    is_setup_done: boolean;
    is_signup_screen_visited: boolean;
    is_telemetry_enabled: boolean;
    current_version: string;
    created_at: string;
    updated_at: string;
  };
  config: {
    enable_signup: boolean;
    is_email_password_enabled: boolean;
    is_magic_login_enabled: boolean;
    is_smtp_configured: boolean;
    is_google_enabled: boolean;
    is_github_enabled: boolean;
    is_gitlab_enabled: boolean;
    app_base_url: string;
    admin_base_url: string;
    space_base_url: string;
  };
}

/** One god-mode setting of GET /api/instances/configurations/; a secret that is set shows as the mask. */
export interface InstanceConfigurationShape {
  key: InstanceSettingKey;
  value: string;
  category: InstanceSettingCategory;
  is_encrypted: boolean;
}
