/** The one answer to a workspace that is unknown, gone, or not the caller's: each reads the same. */
export const WORKSPACE_NOT_FOUND = "Workspace not found";
