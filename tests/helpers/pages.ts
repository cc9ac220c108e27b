import * as Y from "yjs";
import type { Db } from "../../db/connection.js";
import { Page } from "../../db/models/Page.js";
import { PageVersion } from "../../db/models/PageVersion.js";
import type { Project } from "../../db/models/Project.js";
import { UserFavorite } from "../../db/models/UserFavorite.js";
import { documentFromHtml } from "../../editor/server.js";

export interface PageFields {
  name?: string;
  access?: number;
  isLocked?: boolean;
  archivedAt?: Date | null;
  updatedAt?: Date;
  createdAt?: Date;
  descriptionHtml?: string;
}

/** A page added straight in the database, owned by `ownerId`. */
export async function buildPage(db: Db, project: Project, ownerId: string, fields: PageFields = {}): Promise<Page> {
  return Page.query(db).insertAndFetch({
    workspace_id: project.workspace_id,
    project_id: project.id,
    name: fields.name ?? `Page ${Math.random().toString(36).slice(2, 10)}`,
    access: fields.access ?? 0,
    is_locked: fields.isLocked ?? false,
    archived_at: fields.archivedAt ?? null,
    owned_by_id: ownerId,
    created_by_id: ownerId,
    updated_by_id: ownerId,
    ...(fields.descriptionHtml === undefined ? {} : { description_html: fields.descriptionHtml, description_stripped: fields.descriptionHtml.replace(/<[^>]*>/g, "") }),
    ...(fields.updatedAt ? { updated_at: fields.updatedAt } : {}),
    ...(fields.createdAt ? { created_at: fields.createdAt } : {}),
  });
}

/** A saved version of a page, as the document server records them. */
export async function buildPageVersion(db: Db, page: Page, fields: { lastSavedAt?: Date; html?: string; binary?: Buffer } = {}): Promise<PageVersion> {
  return PageVersion.query(db).insertAndFetch({
    workspace_id: page.workspace_id,
    page_id: page.id,
    owned_by_id: page.owned_by_id,
    last_saved_at: fields.lastSavedAt ?? new Date(),
    description_html: fields.html ?? "<p>then</p>",
    description_stripped: (fields.html ?? "<p>then</p>").replace(/<[^>]*>/g, ""),
    description_binary: fields.binary ?? null,
  });
}

/** The page among `userId`'s favorites. */
export async function favoritePage(db: Db, page: Page, userId: string): Promise<void> {
  await UserFavorite.query(db).insert({ workspace_id: page.workspace_id, user_id: userId, entity_type: "page", entity_identifier: page.id, project_id: page.project_id });
}

/**
 * A Yjs update that adds `html` to any page's document: made on an empty document of its own, so it
 * needs nothing the page's state holds, and merges in beside what is there.
 */
export function addingUpdate(html: string): Uint8Array {
  const doc = documentFromHtml(html);
  const update = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return update;
}
