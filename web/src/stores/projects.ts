import { proxy } from "valtio";
import { ApiError, api } from "../http/client";
import { describeError } from "../http/describeError";
import type { ProjectFeature } from "../../../api/contract/projectShapes";
import type { Project } from "../http/types";
import { showToast } from "./toasts";
import type { LoadState } from "./loadOwned";

/** The open workspace's projects: the active list, the archived list and the one project being looked at. */
interface ProjectsStore {
  slug: string | null;
  active: Project[];
  activeState: LoadState;
  archived: Project[];
  archivedState: LoadState;
  currentId: string | null;
  current: Project | null;
  currentState: LoadState | "not-found";
  /** The create dialog is opened from the projects page, the "p" shortcut and empty states alike. */
  createDialogOpen: boolean;
}

export const projects = proxy<ProjectsStore>({
  slug: null,
  active: [],
  activeState: "idle",
  archived: [],
  archivedState: "idle",
  currentId: null,
  current: null,
  currentState: "idle",
  createDialogOpen: false,
});

const base = (slug: string) => `/api/workspaces/${encodeURIComponent(slug)}`;
const projectPath = (slug: string, id: string) => `${base(slug)}/projects/${encodeURIComponent(id)}`;

/** Lists of another workspace must never flash on this one's screens. */
function focusWorkspace(slug: string): void {
  if (projects.slug === slug) return;
  projects.slug = slug;
  projects.active = [];
  projects.activeState = "idle";
  projects.archived = [];
  projects.archivedState = "idle";
  projects.currentId = null;
  projects.current = null;
  projects.currentState = "idle";
}

let activeRequest = 0;

/** Reloading keeps the list on screen; only the first load shows as loading. */
export async function loadProjects(slug: string): Promise<void> {
  focusWorkspace(slug);
  const request = ++activeRequest;
  if (projects.activeState !== "ready") projects.activeState = "loading";
  try {
    const list = await api.get<Project[]>(`${base(slug)}/projects/`);
    if (request !== activeRequest || projects.slug !== slug) return;
    projects.active = list;
    projects.activeState = "ready";
  } catch {
    if (request === activeRequest) projects.activeState = "error";
  }
}

let archivedRequest = 0;

export async function loadArchivedProjects(slug: string): Promise<void> {
  focusWorkspace(slug);
  const request = ++archivedRequest;
  if (projects.archivedState !== "ready") projects.archivedState = "loading";
  try {
    const list = await api.get<Project[]>(`${base(slug)}/projects/?archived=true`);
    if (request !== archivedRequest || projects.slug !== slug) return;
    projects.archived = list;
    projects.archivedState = "ready";
  } catch {
    if (request === archivedRequest) projects.archivedState = "error";
  }
}

/**
 * Loads one project for its shell; hidden, archived and unknown ids all answer 404. `force` asks again for
 * the one already open (access to it may have changed).
 */
export async function openProject(slug: string, id: string, { force = false } = {}): Promise<void> {
  focusWorkspace(slug);
  if (!force && projects.currentId === id && projects.currentState === "ready") return;
  projects.currentId = id;
  projects.current = projects.active.find((project) => project.id === id) ?? null;
  projects.currentState = projects.current ? "ready" : "loading";
  try {
    const project = await api.get<Project>(`${projectPath(slug, id)}/`);
    if (projects.slug !== slug || projects.currentId !== id) return;
    projects.current = project;
    projects.currentState = "ready";
  } catch (error) {
    if (projects.slug !== slug || projects.currentId !== id) return;
    projects.current = null;
    projects.currentState = error instanceof ApiError && error.status === 404 ? "not-found" : "error";
  }
}

/** Puts the server's copy of a project wherever it is shown. */
export function setProject(project: Project): void {
  projects.active = projects.active.map((candidate) => (candidate.id === project.id ? project : candidate));
  if (projects.currentId === project.id) projects.current = project;
}

export function setCreateDialogOpen(open: boolean): void {
  projects.createDialogOpen = open;
}

export interface ProjectInput {
  name: string;
  identifier: string;
  description?: string;
  network?: 0 | 2;
  lead_id?: string | null;
}

export async function createProject(slug: string, input: ProjectInput): Promise<Project> {
  const created = await api.post<Project>(`${base(slug)}/projects/`, input);
  if (projects.slug === slug) projects.active = [...projects.active.filter((project) => project.id !== created.id), created];
  return created;
}

/** The fields PATCH .../projects/{id}/ accepts (api/routes/projects/schema.ts). */
export type ProjectUpdate = Partial<Pick<Project, "name" | "description" | "network" | "logo_props" | "cover_image" | ProjectFeature> & { lead_id: string | null }>;

export async function updateProject(slug: string, id: string, patch: ProjectUpdate): Promise<Project> {
  const saved = await api.patch<Project>(`${projectPath(slug, id)}/`, patch);
  setProject(saved);
  return saved;
}

/** Joining answers with the projects as the new member sees them, their role included. */
export async function joinProject(slug: string, id: string): Promise<Project> {
  const [joined] = await api.post<Project[]>(`${base(slug)}/projects/join/`, { project_ids: [id] });
  if (!joined) throw new Error("The server did not return the joined project");
  setProject(joined);
  return joined;
}

/** Leaving may hide a private project, so the list is asked for again rather than patched. */
export async function leaveProject(slug: string, id: string): Promise<void> {
  await api.post<void>(`${projectPath(slug, id)}/members/leave/`);
  if (projects.currentId === id) projects.currentState = "idle";
  await loadProjects(slug);
}

export async function archiveProject(slug: string, id: string): Promise<void> {
  await api.post<{ archived_at: string }>(`${projectPath(slug, id)}/archive/`);
  projects.active = projects.active.filter((project) => project.id !== id);
  if (projects.currentId === id) projects.currentState = "idle";
  void loadArchivedProjects(slug);
}

/** Optimistic: the row leaves the archive at once and comes back with a toast if the server refuses. */
export async function restoreProject(slug: string, id: string): Promise<void> {
  const index = projects.archived.findIndex((project) => project.id === id);
  const restored = projects.archived[index];
  if (!restored) return;
  projects.archived.splice(index, 1);
  try {
    await api.delete<void>(`${projectPath(slug, id)}/archive/`);
    showToast({ tone: "success", title: `${restored.name} restored` });
    void loadProjects(slug);
  } catch (error) {
    if (projects.slug === slug && !projects.archived.some((project) => project.id === id)) projects.archived.splice(index, 0, restored);
    showToast({ tone: "danger", title: "Project not restored", message: describeError(error, `restore ${restored.name}`) });
  }
}

export async function deleteProject(slug: string, id: string): Promise<void> {
  await api.delete<void>(`${projectPath(slug, id)}/`);
  projects.active = projects.active.filter((project) => project.id !== id);
  projects.archived = projects.archived.filter((project) => project.id !== id);
  if (projects.currentId === id) {
    projects.currentId = null;
    projects.current = null;
    projects.currentState = "idle";
  }
}
