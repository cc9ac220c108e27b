/** Workspace slug rules, shared by the create-workspace form and the API. */

export const WORKSPACE_SLUG_MAX_LENGTH = 48;
export const WORKSPACE_NAME_MAX_LENGTH = 80;
export const WORKSPACE_SLUG_PATTERN = /^[a-z0-9_-]+$/;

/**
 * Slugs that would shadow a top-level route: every word SPEC.md section 2 names, then our own app's and
 * server's top-level path words, then words a future route or a look-alike page might want.
 */
export const RESERVED_WORKSPACE_SLUGS: ReadonlySet<string> = new Set([
  // SPEC.md section 2
  "404", "accounts", "api", "create-workspace", "god-mode", "installations", "invitations", "onboarding",
  "profile", "spaces", "sign-in", "sign-up", "settings", "billing", "admin", "import", "integrations",
  "workflows", "epics", "pages", "license", "instance",
  // Cairn's server and web app
  "auth", "live", "socket.io", "assets", "static", "workspace-invitations", "sign-out", "notifications",
  "projects", "drafts", "archives", "analytics", "browse", "workspace-views", "views", "stickies",
  "active-cycles", "cycles", "modules", "issues", "work-items", "inbox", "intake", "webhooks", "api-tokens",
  "exports", "members", "dashboard", "home", "search", "500", "error", "oauth", "magic", "password",
  "reset-password", "forgot-password", "set-password", "join", "invite", "workspaces", "workspace", "users",
  "user", "me",
  // Generic words
  "help", "docs", "new", "create", "login", "logout", "signin", "signup", "register", "www", "app", "about",
  "pricing", "upgrade", "plans", "support", "status", "blog", "terms", "privacy", "security", "contact",
  "download", "downloads", "health", "metrics", "public", "root", "system", "god",
]);

export type WorkspaceSlugProblem = "empty" | "too_long" | "invalid_characters" | "reserved";

/** Why a slug cannot be used, or null when it is well formed and free of reserved words. */
export function workspaceSlugProblem(slug: string): WorkspaceSlugProblem | null {
  if (slug.length === 0) return "empty";
  if (slug.length > WORKSPACE_SLUG_MAX_LENGTH) return "too_long";
  if (!WORKSPACE_SLUG_PATTERN.test(slug)) return "invalid_characters";
  if (RESERVED_WORKSPACE_SLUGS.has(slug)) return "reserved";
  return null;
}

export const WORKSPACE_SLUG_MESSAGES: Record<WorkspaceSlugProblem, string> = {
  empty: "is required",
  too_long: `must be at most ${WORKSPACE_SLUG_MAX_LENGTH} characters`,
  invalid_characters: "may contain only lowercase letters, digits, '-' and '_'",
  reserved: "is reserved; choose another",
};

/** A slug suggestion from a workspace name, as the form fills it in while the user types. */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, WORKSPACE_SLUG_MAX_LENGTH);
}
