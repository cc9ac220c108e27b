import type { Label, Project, ProjectMember, State } from "../../http/types";
import { appendOnce } from "../../stores/appendOnce";
import { projectLabels } from "../../stores/projectLabels";
import { projectMembers } from "../../stores/projectMembers";
import { loadArchivedProjects, loadProjects, projects } from "../../stores/projects";
import { projectStates } from "../../stores/projectStates";
import { session } from "../../stores/session";
import { followProjectStates, workItemList } from "../../stores/workItemList";
import { workspaceLookups } from "../../stores/workspaceWorkItems";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import type { HandlerTable } from "./handlerTable";
import { rereadList } from "../rereadList";

/**
 * Projects and their settings lists: members, states, labels. A project's membership fields (member_role,
 * is_member) are the reader's own, which its events cannot carry, so a project that appears or comes back
 * is read again; a change of its other fields is applied where it is shown.
 */

function reloadProjectLists(workspaceId: string | null): void {
  const slug = slugOfOpenWorkspace(workspaceId);
  if (!slug || projects.slug !== slug) return;
  if (projects.activeState === "ready") void loadProjects(slug);
  if (projects.archivedState === "ready") void loadArchivedProjects(slug);
}

function patchProject(id: string, fields: Partial<Project>): void {
  for (const project of [...projects.active, ...projects.archived]) if (project.id === id) Object.assign(project, fields);
  if (projects.current?.id === id) Object.assign(projects.current, fields);
}

function forgetProject(id: string): void {
  projects.active = projects.active.filter((project) => project.id !== id);
  projects.archived = projects.archived.filter((project) => project.id !== id);
  if (projects.currentId === id) projects.currentState = "not-found";
}

/** Keeps one project's list (a settings screen's) and the workspace views' list of all projects in step. */
function entityListHandlers<Row extends { id: string; project_id: string }>(held: () => { projectId: string | null; rows: Row[] }, everywhere: () => Row[]) {
  const lists = (projectId: string) => [...(held().projectId === projectId ? [held().rows] : []), everywhere()];
  return {
    created: (row: Row) => lists(row.project_id).forEach((rows) => appendOnce(rows, row)),
    updated: (id: string, fields: Partial<Row>) => [held().rows, everywhere()].forEach((rows) => rows.filter((row) => row.id === id).forEach((row) => Object.assign(row, fields))),
    deleted: (id: string) => [held().rows, everywhere()].forEach((rows) => rows.splice(0, rows.length, ...rows.filter((row) => row.id !== id))),
  };
}

/** The workspace views' lists, once loaded: a row added to a list never loaded would pass for all of it. */
const lookups = () => (workspaceLookups.state === "ready" ? workspaceLookups.lists : { states: [], labels: [] });
const states = entityListHandlers<State>(() => ({ projectId: projectStates.projectId, rows: projectStates.states }), () => lookups().states);
const labels = entityListHandlers<Label>(() => ({ projectId: projectLabels.projectId, rows: projectLabels.labels }), () => lookups().labels);

/**
 * A state created, changed or deleted elsewhere reshapes the open layout's groups as a local change would
 * (a new column, the workflow order). A state moved to another group moves its items between state-group
 * groups and filters, which the server answers.
 */
function followStateChange(workspaceId: string | null, projectId: string | null, data: Partial<State>): void {
  followProjectStates();
  const slug = slugOfOpenWorkspace(workspaceId);
  if (data.group !== undefined && slug && projectId && workItemList.projectId === projectId) rereadList(slug, projectId);
}

/** A change to a membership: the settings list follows, and the reader's own role in the open project with it. */
function patchProjectMember(id: string, project: string | null, fields: Partial<ProjectMember>): void {
  const member = projectMembers.members.find((entry) => entry.id === id);
  if (!member) return;
  Object.assign(member, fields);
  const current = projects.current;
  if (fields.role !== undefined && current && current.id === project && member.member.id === session.user?.id) current.member_role = fields.role;
}

export const projectHandlers: HandlerTable = {
  "project.created": ({ workspace_id }) => reloadProjectLists(workspace_id),
  "project.updated": ({ id, data }) => patchProject(id, data),
  "project.archived": ({ workspace_id }) => reloadProjectLists(workspace_id),
  "project.restored": ({ workspace_id }) => reloadProjectLists(workspace_id),
  "project.deleted": ({ id }) => forgetProject(id),
  "project_member.created": ({ project_id, data }) => {
    if (project_id && projectMembers.projectId === project_id) appendOnce(projectMembers.members, data);
  },
  "project_member.updated": ({ id, project_id, data }) => patchProjectMember(id, project_id, data),
  "project_member.deleted": ({ id }) => {
    projectMembers.members = projectMembers.members.filter((entry) => entry.id !== id);
  },
  "state.created": ({ data }) => {
    states.created(data);
    followProjectStates();
  },
  "state.updated": ({ id, workspace_id, project_id, data }) => {
    states.updated(id, data);
    followStateChange(workspace_id, project_id, data);
  },
  "state.deleted": ({ id }) => {
    states.deleted(id);
    followProjectStates();
  },
  "label.created": ({ data }) => labels.created(data),
  "label.updated": ({ id, data }) => labels.updated(id, data),
  "label.deleted": ({ id }) => labels.deleted(id),
};
