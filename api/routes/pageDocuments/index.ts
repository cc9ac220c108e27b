import Router from "@koa/router";
import { requireUser } from "../../auth/sessions.js";
import { DOCUMENT_TOO_LARGE, pageDescriptionUpdate } from "../../commands/pageDescriptionUpdate.js";
import { DOCUMENT_LIMITS } from "../../contract/documents.js";
import type { AppContext, AppContextExtras, AppState } from "../../context.js";
import { fullState } from "../../documents/documentState.js";
import { ValidationError } from "../../errors.js";
import { inUnitOfWork } from "../../events/unitOfWork.js";
import { readBinaryBody } from "../../middleware/binaryBody.js";
import { pageRoute } from "../../middleware/pageScope.js";
import { requireProject } from "../../middleware/projectScope.js";
import { parse } from "../../middleware/validate.js";
import { storedDocumentState } from "../../documents/storedState.js";
import { readablePage } from "../../pages/readPage.js";
import { PageDescriptionSchema } from "./schema.js";

const PAGE = "/api/workspaces/:slug/projects/:projectId/pages/:pageId";
const BINARY = "application/octet-stream";

/**
 * The update a PATCH carries: raw bytes (read here, capped at the document limit) or Plane's JSON with
 * the state in base64 (parsed by the JSON body parser, under its own cap).
 */
async function clientUpdate(ctx: AppContext): Promise<Uint8Array> {
  if (ctx.is(BINARY)) return readBinaryBody(ctx, DOCUMENT_LIMITS.maxDocumentBytes, DOCUMENT_TOO_LARGE);
  if (ctx.is("application/json")) return parse(PageDescriptionSchema, ctx.request.body ?? {}, "body").description_binary;
  throw new ValidationError(`Send the Yjs update as ${BINARY}, or as JSON { "description_binary": "<base64>" }.`);
}

/** A page's document as Yjs state (Plane's app API): what an API client edits without the document server. */
export function pageDocumentsRouter(): Router<AppState, AppContextExtras> {
  const router = new Router<AppState, AppContextExtras>();

  router.get(`${PAGE}/description/`, ...pageRoute("read"), async (ctx) => {
    const { project, role } = requireProject(ctx);
    const page = await readablePage(ctx.services.db, project, String(ctx.params.pageId), { actorId: requireUser(ctx).id, role });
    ctx.type = BINARY;
    ctx.body = Buffer.from(fullState(await storedDocumentState(ctx.services.db, "pages", page)));
  });

  router.patch(`${PAGE}/description/`, ...pageRoute("edit"), async (ctx) => {
    const { project, role } = requireProject(ctx);
    // Read whole before the page is locked: a slow upload never holds the lock.
    const update = await clientUpdate(ctx);
    await inUnitOfWork(ctx, (uow) => pageDescriptionUpdate({ ...uow, project, role, pageId: String(ctx.params.pageId), update }));
    ctx.status = 204;
  });

  return router;
}
