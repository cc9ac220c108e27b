import { Page } from "../../../db/models/Page.js";
import { Project } from "../../../db/models/Project.js";
import { addingUpdate, buildPage, buildPageVersion, favoritePage, type PageFields } from "../../helpers/pages.js";
import { staffedProject, type Fixture, type MatrixRow } from "./matrix.js";

/** A staffed project with one public page of its admin's, shaped by `fields`: what the per-page routes act on. */
function pageInProject(fields: PageFields = {}) {
  return async (f: Fixture): Promise<Record<string, string>> => {
    const ids = await staffedProject(f);
    const project = await Project.query(f.db).findById(ids.projectId as string);
    if (!project) throw new Error("the staffed project is missing");
    return { ...ids, pageId: (await buildPage(f.db, project, f.users.admin.id, fields)).id };
  };
}

/** A page with a saved version. */
async function pageWithVersion(f: Fixture): Promise<Record<string, string>> {
  const ids = await pageInProject()(f);
  const version = await buildPageVersion(f.db, await pageOf(f, ids));
  return { ...ids, versionId: version.id };
}

/** A page among the admin's and the member's favorites. */
async function favoredPage(f: Fixture): Promise<Record<string, string>> {
  const ids = await pageInProject()(f);
  const page = await pageOf(f, ids);
  await favoritePage(f.db, page, f.users.admin.id);
  await favoritePage(f.db, page, f.users.member.id);
  return ids;
}

/** A page and a second staffed project to move it to. */
async function pageAndTarget(f: Fixture): Promise<Record<string, string>> {
  const ids = await pageInProject()(f);
  return { ...ids, newProjectId: (await staffedProject(f)).projectId as string };
}

async function pageOf(f: Fixture, ids: Record<string, string>) {
  const page = await Page.query(f.db).findById(ids.pageId as string);
  if (!page) throw new Error("the page is missing");
  return page;
}

const READERS = { anonymous: 401, nonMember: 404, guest: 200, member: 200, admin: 200 } as const;
/** Edits and favorites: a project Guest never writes to a page. */
const WRITERS = { anonymous: 401, nonMember: 404, guest: 403 } as const;
/** Lock, access, archive, delete, move: the page's owner (the admin here) or a project admin. */
const MANAGERS = { ...WRITERS, member: 403 } as const;
const PROJECT = "/api/workspaces/:slug/projects/:projectId";
const PAGE = `${PROJECT}/pages/:pageId`;

/** Project pages, their versions and favorites. */
export const PAGE_ROWS: MatrixRow[] = [
  { method: "GET", path: `${PROJECT}/pages/`, ids: pageInProject(), expected: READERS },
  { method: "GET", path: `${PROJECT}/pages-summary/`, ids: pageInProject(), expected: READERS },
  {
    method: "POST",
    path: `${PROJECT}/pages/`,
    ids: staffedProject,
    body: () => ({ name: "Made by the matrix" }),
    expected: { ...WRITERS, member: 201, admin: 201 },
    emits: ["page.created"],
  },
  { method: "GET", path: `${PAGE}/`, ids: pageInProject(), expected: READERS },
  {
    method: "PATCH",
    path: `${PAGE}/`,
    ids: pageInProject(),
    body: () => ({ name: "Renamed by the matrix" }),
    expected: { ...WRITERS, member: 200, admin: 200 },
    emits: ["page.updated"],
  },
  { method: "DELETE", path: `${PAGE}/`, ids: pageInProject({ archivedAt: new Date() }), expected: { ...MANAGERS, admin: 204 }, emits: ["page.deleted"] },
  { method: "POST", path: `${PAGE}/lock/`, ids: pageInProject(), expected: { ...MANAGERS, admin: 204 }, emits: ["page.updated"] },
  { method: "DELETE", path: `${PAGE}/lock/`, ids: pageInProject({ isLocked: true }), expected: { ...MANAGERS, admin: 204 }, emits: ["page.updated"] },
  { method: "POST", path: `${PAGE}/access/`, ids: pageInProject(), body: () => ({ access: 1 }), expected: { ...MANAGERS, admin: 204 }, emits: ["page.updated"] },
  { method: "POST", path: `${PAGE}/archive/`, ids: pageInProject(), expected: { ...MANAGERS, admin: 200 }, emits: ["page.updated"] },
  { method: "DELETE", path: `${PAGE}/archive/`, ids: pageInProject({ archivedAt: new Date() }), expected: { ...MANAGERS, admin: 204 }, emits: ["page.updated"] },
  { method: "POST", path: `${PROJECT}/favorite-pages/:pageId/`, ids: pageInProject(), expected: { ...WRITERS, member: 204, admin: 204 }, emits: ["page.updated"] },
  { method: "DELETE", path: `${PROJECT}/favorite-pages/:pageId/`, ids: favoredPage, expected: { ...WRITERS, member: 204, admin: 204 }, emits: ["page.updated"] },
  { method: "POST", path: `${PAGE}/duplicate/`, ids: pageInProject(), expected: { ...WRITERS, member: 201, admin: 201 }, emits: ["page.created"] },
  {
    method: "POST",
    path: `${PAGE}/move/`,
    ids: pageAndTarget,
    body: (_f, ids) => ({ new_project_id: ids.newProjectId }),
    expected: { ...MANAGERS, admin: 204 },
    emits: ["page.deleted", "page.created"],
  },
  { method: "GET", path: `${PAGE}/description/`, ids: pageInProject(), expected: READERS },
  {
    method: "PATCH",
    path: `${PAGE}/description/`,
    ids: pageInProject(),
    body: () => ({ description_binary: Buffer.from(addingUpdate("<p>Typed by the matrix</p>")).toString("base64") }),
    expected: { ...WRITERS, member: 204, admin: 204 },
    emits: ["page.updated"],
  },
  { method: "GET", path: `${PAGE}/versions/`, ids: pageWithVersion, expected: READERS },
  { method: "GET", path: `${PAGE}/versions/:versionId/`, ids: pageWithVersion, expected: READERS },
  { method: "POST", path: `${PAGE}/versions/:versionId/restore/`, ids: pageWithVersion, expected: { ...WRITERS, member: 200, admin: 200 }, emits: ["page.updated"] },
];
