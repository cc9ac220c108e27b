/**
 * The hub's room names. A socket joins a room only after the server checked, through api/policies, that
 * its user may hear what is sent there (./scopes/resolveScope.ts); nothing else names a room.
 */
export const rooms = {
  /** Everything addressed to one person (their notifications, drafts, own settings), joined on connect. */
  user: (userId: string) => `user:${userId}`,
  /**
   * What is addressed to one person within one workspace: an API token's socket joins this instead of
   * user(), which carries all their workspaces (./fanout/withTokenRooms.ts sends here too).
   */
  userInWorkspace: (userId: string, workspaceId: string) => `user:${userId}:workspace:${workspaceId}`,
  /** Every API token socket of one person, to find them when their access changes; nothing is sent here. */
  apiTokensOf: (userId: string) => `api_tokens:${userId}`,
  /** Everyone in the workspace, guests included. */
  workspace: (workspaceId: string) => `workspace:${workspaceId}`,
  /** The workspace's Members and Admins, who see its public projects (guests see only their own). */
  workspaceMembers: (workspaceId: string) => `workspace_members:${workspaceId}`,
  /** The workspace's Admins, who see every project, private ones included. */
  workspaceAdmins: (workspaceId: string) => `workspace_admins:${workspaceId}`,
  /** Everyone who may read the project's content. */
  project: (projectId: string) => `project:${projectId}`,
  /** Who has a work item open, for presence. */
  workItem: (workItemId: string) => `work_item:${workItemId}`,
};

const WORK_ITEM_PREFIX = "work_item:";
const USER_ROOM = /^user:([^:]+)$/;

/** The person of a user() room, or null for any other room. */
export function userOfRoom(room: string): string | null {
  return USER_ROOM.exec(room)?.[1] ?? null;
}

/** The work item of a presence room, or null for any other room. */
export function workItemOfRoom(room: string): string | null {
  return room.startsWith(WORK_ITEM_PREFIX) ? room.slice(WORK_ITEM_PREFIX.length) : null;
}
