import { Page } from "../../db/models/Page.js";
import type { Project } from "../../db/models/Project.js";
import { PAGE_ACCESS, type PageAccess } from "../contract/pages.js";
import type { UnitOfWork } from "../events/unitOfWork.js";
import { pageCreatedEvent } from "../pages/pageEvents.js";
import { authorizeCreatePage } from "../policies/page.js";

interface PageCreateInput extends UnitOfWork {
  project: Project;
  /** The actor's role in the project: creating needs Admin or Member. */
  role: number | null;
  fields: { name?: string | undefined; access?: PageAccess | undefined; color?: string | undefined; logo_props?: Record<string, unknown> | undefined };
}

/** Adds a page to the project, owned by the actor; public unless asked otherwise, with an empty document. */
export async function pageCreate({ trx, outbox, actor, project, role, fields }: PageCreateInput): Promise<Page> {
  authorizeCreatePage(role);
  const page = await Page.query(trx).insertAndFetch({
    workspace_id: project.workspace_id,
    project_id: project.id,
    name: fields.name ?? "",
    access: fields.access ?? PAGE_ACCESS.PUBLIC,
    color: fields.color ?? "",
    logo_props: fields.logo_props ?? {},
    owned_by_id: actor.id,
    created_by_id: actor.id,
    updated_by_id: actor.id,
  });
  outbox.add(pageCreatedEvent(page, actor.id));
  return page;
}
