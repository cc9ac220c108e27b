/** The API address of one project, which the project settings stores build their paths on. */
export const projectPath = (slug: string, projectId: string) => `/api/workspaces/${encodeURIComponent(slug)}/projects/${encodeURIComponent(projectId)}`;
