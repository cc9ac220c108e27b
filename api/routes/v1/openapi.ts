import { z } from "zod";
import type { InputSchemas } from "../../middleware/validate.js";
import { API_KEY_HEADER } from "../../auth/apiKey.js";
import { v1RouteSpecs, type V1RouteSpec } from "./route.js";

type JsonSchema = Record<string, unknown>;

/**
 * The OpenAPI 3.1 description of /api/v1, made from the zod schemas that validate each route's input
 * (v1Route() records them), so the description cannot drift from what the server accepts. OpenAPI 3.1
 * schemas are JSON Schema 2020-12, which zod writes directly. Answers are described by their status and
 * Plane's error bodies; their fields follow Plane's v1 serializers.
 */
export function v1OpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const specs = [...v1RouteSpecs.values()].sort((a, b) => a.path.localeCompare(b.path));
  for (const spec of specs) {
    const path = spec.path.replace(/:(\w+)/g, "{$1}");
    paths[path] = { ...paths[path], [spec.method]: operation(spec) };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Cairn public API v1",
      version: "1",
      description: "Plane's public API v1, served by Cairn: the same paths, fields and answers, so Plane's clients and SDK work against a Cairn URL. Authenticate with a personal API token (workspace settings > API tokens) in the X-API-Key header.",
    },
    components: {
      securitySchemes: { apiKey: { type: "apiKey", in: "header", name: "X-API-Key" } },
      schemas: {
        Error: { type: "object", properties: { error: { type: "string" } }, required: ["error"] },
        Detail: { type: "object", properties: { detail: { type: "string" } }, required: ["detail"] },
        FieldErrors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } }, description: "Each refused field with what is wrong with it." },
      },
    },
    security: [{ apiKey: [] }],
    paths,
  };
}

function operation(spec: V1RouteSpec<InputSchemas>): JsonSchema {
  const parameters = [...parametersOf(spec.input.params, "path"), ...parametersOf(spec.input.query, "query")];
  const op: JsonSchema = {
    summary: spec.summary,
    operationId: operationId(spec),
    responses: { ...success(spec.method), ...ERRORS },
  };
  if (parameters.length > 0) op.parameters = parameters;
  if (spec.input.body) op.requestBody = { required: true, content: { "application/json": { schema: schemaOf(spec.input.body) } } };
  return op;
}

/** Input as a client sends it (before any transform); types JSON Schema cannot say are left open. */
function schemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: "draft-2020-12", io: "input", unrepresentable: "any" }) as JsonSchema;
  delete json.$schema;
  return json;
}

function parametersOf(schema: z.ZodType | undefined, where: "path" | "query"): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: where, required: where === "path" || required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

/** Unique by construction: the method and the path's words ("getApiV1WorkspacesSlugMembers"). */
function operationId(spec: V1RouteSpec<InputSchemas>): string {
  const words = [spec.method, ...(spec.path.match(/[a-zA-Z0-9]+/g) ?? [])];
  return words.map((word, index) => (index === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join("");
}

function success(method: V1RouteSpec<InputSchemas>["method"]): JsonSchema {
  if (method === "post") return { 201: { description: "Created: the new object." } };
  if (method === "delete") return { 204: { description: "Deleted." } };
  return { 200: { description: "OK." } };
}

const errorBody = (ref: string, description: string) => ({ description, content: { "application/json": { schema: { $ref: `#/components/schemas/${ref}` } } } });

const ERRORS = {
  400: errorBody("FieldErrors", "The input was refused; nothing changed."),
  401: errorBody("Detail", `No ${API_KEY_HEADER} header, or a token that is unknown, revoked or expired.`),
  403: errorBody("Detail", "The token's person may not do this with their current role."),
  404: errorBody("Error", "No such object in the token's workspace."),
  429: errorBody("Detail", "Over the token's rate limit: wait for Retry-After seconds."),
};
