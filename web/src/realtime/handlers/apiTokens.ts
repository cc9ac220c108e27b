import { apiTokens, dropApiToken, showApiToken } from "../../stores/apiTokens";
import { slugOfOpenWorkspace } from "./currentWorkspace";
import type { HandlerTable } from "./handlerTable";

/** Workspace settings › API tokens: a token made or revoked elsewhere (another tab, an admin) shows at once. */
export const apiTokenHandlers: HandlerTable = {
  "api_token.created": ({ workspace_id, data }) => {
    const slug = slugOfOpenWorkspace(workspace_id);
    if (slug && apiTokens.state === "ready") showApiToken(slug, data);
  },
  "api_token.deleted": ({ id }) => dropApiToken(id),
};
