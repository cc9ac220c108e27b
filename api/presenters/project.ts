import type { ProjectNetwork } from "../contract/projectRoles.js";
import type { ProjectShape } from "../contract/projectShapes.js";
import type { Role } from "../contract/roles.js";
import type { VisibleProject } from "../policies/projectVisibility.js";

/**
 * A project as every project endpoint returns it (SPEC.md section 3, Plane's field names): `member_role` is
 * the caller's project membership, `members` the active members' user ids.
 */
export function presentProject({ project, memberRole }: VisibleProject, members: string[]): ProjectShape {
  return {
    id: project.id,
    workspace: project.workspace_id,
    name: project.name,
    identifier: project.identifier,
    description: project.description,
    // Check constraints keep network to PROJECT_NETWORK and roles to the ROLE ranks.
    network: project.network as ProjectNetwork,
    lead: project.lead_id,
    project_lead: project.lead_id,
    // Projects have no default assignee setting yet, so new items start unassigned.
    default_assignee: null,
    logo_props: project.logo_props,
    cover_image: project.cover_image,
    cycle_view: project.cycle_view,
    module_view: project.module_view,
    issue_views_view: project.issue_views_view,
    page_view: project.page_view,
    inbox_view: project.inbox_view,
    is_time_tracking_enabled: project.is_time_tracking_enabled,
    is_epic_enabled: project.is_epic_enabled,
    is_workflow_enabled: project.is_workflow_enabled,
    is_issue_type_enabled: project.is_issue_type_enabled,
    archived_at: project.archived_at ? new Date(project.archived_at).toISOString() : null,
    sort_order: project.sort_order,
    member_role: memberRole as Role | null,
    is_member: memberRole !== null,
    members,
    created_at: new Date(project.created_at).toISOString(),
    updated_at: new Date(project.updated_at).toISOString(),
    created_by: project.created_by_id,
    updated_by: project.updated_by_id,
  };
}
