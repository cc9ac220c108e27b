import type { ApiTokenShape } from "./apiTokenShapes.js";
import type { WebhookShape } from "./webhookShapes.js";
import type { NotificationCountsShape, NotificationShape } from "./notificationShapes.js";
import type { PageEventShape, PageShape } from "./pageShapes.js";
import type { LabelShape, ProjectMemberShape, ProjectShape, StateShape } from "./projectShapes.js";
import type { CurrentUserShape, ProfileShape } from "./userShapes.js";
import type {
  CommentReactionShape,
  RelationRowShape,
  WorkItemAttachmentShape,
  WorkItemCommentShape,
  WorkItemLinkShape,
  WorkItemReactionShape,
  WorkItemSubscriptionShape,
} from "./workItemExtraShapes.js";
import type { WorkItemDetailShape, WorkItemShape, WorkItemUserPropertiesShape } from "./workItemShapes.js";
import type { InvitationShape, WorkspaceMemberShape, WorkspaceShape } from "./workspaceShapes.js";

/**
 * The event catalogue: every change Cairn announces, by name, with the type of its `data`. The server's
 * commands queue these (api/events/envelope.ts), the hub will emit them to sockets, and the web app
 * reads them through `ServerToClientEvents` (realtime.ts): a name or payload that drifts is a compile error on both
 * sides. Names are `<entity>.<action>` (ARCHITECTURE.md "Wire protocols").
 */

/** A project as its events carry it: they reach everyone who may see it, so not the reader's own member_role and is_member. */
export type ProjectEventShape = Omit<ProjectShape, "member_role" | "is_member">;

/** A person's own account and profile, whose changes both reach them as `user.updated`. */
export type AccountShape = CurrentUserShape & Omit<ProfileShape, "id" | "user">;

/**
 * Rich-text bodies (up to a few hundred KB) an `.updated` event never carries, each with the flag that says
 * it changed instead (api/events/envelope.ts changedFields()); a client that shows the body refetches it.
 */
export const BODY_FLAGS = {
  description_html: "description_changed",
  description_stripped: "description_changed",
  comment_html: "comment_changed",
  comment_stripped: "comment_changed",
} as const;
export type BodyField = keyof typeof BODY_FLAGS;

/** The `data` of an `.updated` event: the fields of the presented shape that changed, bodies replaced by their flags. */
export type Changes<Shape> = Partial<Omit<Shape, BodyField>> & Partial<Record<(typeof BODY_FLAGS)[BodyField], true>>;

/** What a deleted (or otherwise gone) entity's event carries: its id and the ids of what it hung off. */
export type Gone<Parent extends string> = { id: string } & Record<Parent, string>;

/**
 * The `data` of each event. `.created`, `.archived` and `.restored` carry the entity in its REST shape;
 * `.updated` carries the fields that changed (never a bulky HTML body: a flag says it changed);
 * `.deleted` carries the id and the ids it hung off.
 */
export interface EventPayloads {
  "workspace.created": WorkspaceShape;
  "workspace.updated": Changes<WorkspaceShape>;
  "workspace.deleted": { id: string };
  "workspace_member.created": WorkspaceMemberShape;
  "workspace_member.updated": Changes<WorkspaceMemberShape>;
  "workspace_member.deleted": Gone<"workspace">;
  "workspace_invitation.created": InvitationShape;
  "workspace_invitation.updated": Changes<InvitationShape>;
  "workspace_invitation.deleted": Gone<"workspace">;
  /** A new link was issued (and mailed when mail works); the previous link no longer admits anyone. */
  "workspace_invitation.resent": Pick<InvitationShape, "id" | "email"> & { workspace: string };
  "user.updated": Changes<AccountShape>;
  "project.created": ProjectEventShape;
  "project.updated": Changes<ProjectEventShape>;
  "project.archived": ProjectEventShape;
  "project.restored": ProjectEventShape;
  "project.deleted": Gone<"workspace">;
  "project_member.created": ProjectMemberShape;
  "project_member.updated": Changes<ProjectMemberShape>;
  "project_member.deleted": Gone<"project">;
  "state.created": StateShape;
  "state.updated": Changes<StateShape>;
  "state.deleted": Gone<"project">;
  "label.created": LabelShape;
  "label.updated": Changes<LabelShape>;
  "label.deleted": Gone<"project">;
  "work_item.created": WorkItemDetailShape;
  "work_item.updated": Changes<WorkItemDetailShape>;
  "work_item.archived": WorkItemShape;
  "work_item.restored": WorkItemShape;
  "work_item.deleted": Gone<"project">;
  "work_item_user_properties.updated": Changes<WorkItemUserPropertiesShape>;
  "work_item_comment.created": WorkItemCommentShape;
  "work_item_comment.updated": Changes<WorkItemCommentShape>;
  "work_item_comment.deleted": Gone<"issue">;
  "work_item_comment_reaction.created": CommentReactionShape;
  "work_item_comment_reaction.deleted": Gone<"comment"> & Pick<CommentReactionShape, "reaction" | "actor">;
  "work_item_reaction.created": WorkItemReactionShape;
  "work_item_reaction.deleted": Gone<"issue"> & Pick<WorkItemReactionShape, "reaction" | "actor">;
  "work_item_link.created": WorkItemLinkShape;
  "work_item_link.updated": Changes<WorkItemLinkShape>;
  "work_item_link.deleted": Gone<"issue">;
  "work_item_relation.created": RelationRowShape;
  "work_item_relation.deleted": Gone<"issue_id" | "related_issue_id">;
  "work_item_subscription.created": WorkItemSubscriptionShape;
  "work_item_subscription.deleted": Gone<"issue">;
  "work_item_attachment.created": WorkItemAttachmentShape;
  "work_item_attachment.deleted": Gone<"issue">;
  /** To its receiver only; the counts follow in `notification_counts.updated`. */
  "notification.created": NotificationShape;
  "notification.updated": Changes<NotificationShape>;
  "notification.deleted": { id: string };
  /** The receiver's unread counts in one workspace, after anything that changed them. */
  "notification_counts.updated": NotificationCountsShape & { workspace: string };
  /** A public page to its project, a private one to its owner only. */
  "page.created": PageEventShape;
  /** is_favorite only in the event that tells the favoriting person alone. */
  "page.updated": Changes<PageShape>;
  "page.deleted": Gone<"project">;
  /** To the token's owner and the workspace's admins, who see it in settings; never with its secret. */
  "api_token.created": ApiTokenShape;
  "api_token.deleted": Gone<"workspace">;
  "webhook.created": WebhookShape;
  "webhook.updated": Changes<WebhookShape>;
  "webhook.deleted": Gone<"workspace">;
}

export type EventName = keyof EventPayloads;

/** The entity half of an event name: `work_item` of `work_item.updated`. */
export type EventEntity = EventName extends `${infer Entity}.${string}` ? Entity : never;

/** Every event name, for code that must cover them all (the hub's handlers, tests). */
export const EVENT_NAMES = [
  "workspace.created",
  "workspace.updated",
  "workspace.deleted",
  "workspace_member.created",
  "workspace_member.updated",
  "workspace_member.deleted",
  "workspace_invitation.created",
  "workspace_invitation.updated",
  "workspace_invitation.deleted",
  "workspace_invitation.resent",
  "user.updated",
  "project.created",
  "project.updated",
  "project.archived",
  "project.restored",
  "project.deleted",
  "project_member.created",
  "project_member.updated",
  "project_member.deleted",
  "state.created",
  "state.updated",
  "state.deleted",
  "label.created",
  "label.updated",
  "label.deleted",
  "work_item.created",
  "work_item.updated",
  "work_item.archived",
  "work_item.restored",
  "work_item.deleted",
  "work_item_user_properties.updated",
  "work_item_comment.created",
  "work_item_comment.updated",
  "work_item_comment.deleted",
  "work_item_comment_reaction.created",
  "work_item_comment_reaction.deleted",
  "work_item_reaction.created",
  "work_item_reaction.deleted",
  "work_item_link.created",
  "work_item_link.updated",
  "work_item_link.deleted",
  "work_item_relation.created",
  "work_item_relation.deleted",
  "work_item_subscription.created",
  "work_item_subscription.deleted",
  "work_item_attachment.created",
  "work_item_attachment.deleted",
  "notification.created",
  "notification.updated",
  "notification.deleted",
  "notification_counts.updated",
  "page.created",
  "page.updated",
  "page.deleted",
  "api_token.created",
  "api_token.deleted",
  "webhook.created",
  "webhook.updated",
  "webhook.deleted",
] as const satisfies readonly EventName[];

/** The names above are exactly the catalogue's keys: adding one in only one place fails to compile. */
type Missing = Exclude<EventName, (typeof EVENT_NAMES)[number]>;
const _everyNameListed: Missing extends never ? true : Missing = true;

/**
 * Who may hear an event. The command that makes the change chooses it: a project's content goes to the
 * project, workspace-wide things to the workspace, personal things (a private draft, one's own view
 * settings, notifications) to the named users only.
 */
export type Audience =
  | { kind: "workspace"; workspace_id: string }
  | { kind: "project"; workspace_id: string; project_id: string }
  | { kind: "users"; workspace_id: string | null; user_ids: readonly string[] };

/** An event as it travels on the wire (the audience decides where it goes and is not sent). */
export interface EventEnvelope<Name extends EventName = EventName> {
  name: Name;
  /** The id of the entity that changed. */
  id: string;
  workspace_id: string | null;
  project_id: string | null;
  actor_id: string | null;
  /**
   * The workspace's sync id (Linear's lastSyncId): allocated in the transaction that made the change, one
   * per event, growing by one across the whole workspace, so a client that sees a gap knows it missed
   * something and asks GET /api/workspaces/{slug}/sync/?after=<version> for it. 0 for an event outside any
   * workspace (a person's own account).
   */
  version: number;
  /** The X-Mutation-Id of the request that caused it, so its author can recognise its own change. */
  mutation_id: string | null;
  data: EventPayloads[Name];
}

/** Any one event, narrowed by its name. */
export type AnyEventEnvelope = { [Name in EventName]: EventEnvelope<Name> }[EventName];

/** The Socket.IO map of the domain events the server emits: one listener type per event name. */
export type DomainEventListeners = { [Name in EventName]: (event: EventEnvelope<Name>) => void };
