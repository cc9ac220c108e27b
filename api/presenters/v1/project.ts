import type { ProjectShape } from "../../contract/projectShapes.js";

/**
 * A project on the public API v1 (Plane's ProjectSerializer): the app's project under Plane's model field
 * names. Fields Plane has and Cairn has not (cycles and modules counts, deploy boards) read as their empty
 * value, so clients that read them keep working.
 */
export interface V1ProjectShape {
  id: string;
  workspace: string;
  name: string;
  identifier: string;
  description: string;
  network: number;
  project_lead: string | null;
  default_assignee: string | null;
  logo_props: Record<string, unknown>;
  cover_image: string | null;
  cover_image_url: string | null;
  module_view: boolean;
  cycle_view: boolean;
  issue_views_view: boolean;
  page_view: boolean;
  intake_view: boolean;
  is_time_tracking_enabled: boolean;
  is_issue_type_enabled: boolean;
  archived_at: string | null;
  deleted_at: null;
  sort_order: number;
  member_role: number | null;
  is_member: boolean;
  total_members: number;
  total_cycles: number;
  total_modules: number;
  is_deployed: boolean;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

export function presentV1Project(project: ProjectShape): V1ProjectShape {
  return {
    id: project.id,
    workspace: project.workspace,
    name: project.name,
    identifier: project.identifier,
    description: project.description,
    network: project.network,
    project_lead: project.project_lead,
    default_assignee: project.default_assignee,
    logo_props: project.logo_props,
    cover_image: project.cover_image,
    cover_image_url: project.cover_image,
    module_view: project.module_view,
    cycle_view: project.cycle_view,
    issue_views_view: project.issue_views_view,
    page_view: project.page_view,
    intake_view: project.inbox_view,
    is_time_tracking_enabled: project.is_time_tracking_enabled,
    is_issue_type_enabled: project.is_issue_type_enabled,
    archived_at: project.archived_at,
    deleted_at: null,
    sort_order: project.sort_order,
    member_role: project.member_role,
    is_member: project.is_member,
    total_members: project.members.length,
    total_cycles: 0,
    total_modules: 0,
    is_deployed: false,
    created_at: project.created_at,
    updated_at: project.updated_at,
    created_by: project.created_by,
    updated_by: project.updated_by,
  };
}
