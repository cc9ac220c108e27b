import type { ReactionShape, WorkItemCommentShape } from "../../../api/contract/workItemExtraShapes";
import type { WorkItemListPage, WorkItemShape } from "../../../api/contract/workItemShapes";

/**
 * The server's JSON under the web app's names. Every shape is declared once, in api/contract/, and the
 * server's presenters declare they return it: a field that drifts fails to compile on both sides.
 */
export type { Role as RoleValue } from "../../../api/contract/roles";
export type { InstanceShape as InstanceInfo } from "../../../api/contract/instanceShapes";
export type {
  CurrentUserShape as CurrentUser,
  EmailCheckShape as EmailCheckResult,
  MemberUserShape as MemberPerson,
  ProfileShape as UserProfile,
} from "../../../api/contract/userShapes";
export type {
  InvitationShape as WorkspaceInvitation,
  MyInvitationShape as MyInvitation,
  WorkspaceMeShape as MyMembership,
  WorkspaceMemberShape as WorkspaceMember,
  WorkspaceShape as Workspace,
} from "../../../api/contract/workspaceShapes";
export type {
  LabelShape as Label,
  ProjectMemberShape as ProjectMember,
  ProjectShape as Project,
  StateShape as State,
} from "../../../api/contract/projectShapes";
export type {
  ProfileActivityShape as ProfileActivity,
  ProfileProjectShape as ProfileProject,
  ProfileStatsShape as ProfileStats,
  ProfileSummaryShape as ProfileSummary,
} from "../../../api/contract/profileShapes";
export type {
  WorkItemActivityShape as WorkItemActivity,
  WorkItemForViewerShape as WorkItemDetail,
  WorkItemShape as WorkItem,
} from "../../../api/contract/workItemShapes";
export type {
  AttachmentAnnouncedShape as AttachmentAnnounced,
  ReactionShape as Reaction,
  RelatedWorkItemShape as RelatedWorkItem,
  RelationGroupsShape as RelationGroups,
  WorkItemAttachmentShape as WorkItemAttachment,
  WorkItemLinkShape as WorkItemLink,
} from "../../../api/contract/workItemExtraShapes";

/** A comment as the page holds it: its reactions may include the caller's own before the server saved it. */
export type WorkItemComment = Omit<WorkItemCommentShape, "comment_reactions"> & { comment_reactions: ReactionShape[] };

/** Any list in Plane's paginator envelope, ungrouped. */
export type ListPage<Row> = WorkItemListPage<Row[]>;

/** The ungrouped page of GET .../issues/. */
export type WorkItemPage = ListPage<WorkItemShape>;
