import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Next } from "koa";
import { ENCODED_FILE_SUFFIX, isCompressibleType, type Encoding } from "../compression.js";
import type { AppContext } from "../context.js";
import { acceptedEncodings } from "./compressResponses.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".map": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Paths the server owns; everything else is a route of the single-page web app. */
const SERVER_PREFIXES = ["/api/", "/auth/", "/socket.io/", "/live"];

/** The build's content-hashed files: a changed file gets a new name, so each name can be cached for good. */
const HASHED_ASSETS = "/assets/";

async function fileAt(path: string): Promise<number | undefined> {
  try {
    const info = await stat(path);
    return info.isFile() ? info.size : undefined;
  } catch {
    return undefined;
  }
}

/** A malformed %-escape is no file of ours: it falls through to index.html instead of throwing. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return "/";
  }
}

/** The build's compressed copy of `file` (api/webPrecompress.ts) in the best coding the client accepts, if there is one. */
async function encodedCopy(ctx: AppContext, file: string): Promise<{ path: string; size: number; encoding: Encoding } | undefined> {
  for (const encoding of acceptedEncodings(ctx)) {
    const path = file + ENCODED_FILE_SUFFIX[encoding];
    const size = await fileAt(path);
    if (size !== undefined) return { path, size, encoding };
  }
  return undefined;
}

function notFound(ctx: AppContext): void {
  ctx.status = 404;
  ctx.set("Cache-Control", "no-cache");
  ctx.body = "Not found";
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html (revalidated on every visit) for
 * every app route, each file in the precompressed coding the browser accepts. Source maps are answered
 * only when SERVE_SOURCE_MAPS allows it.
 */
export function serveWebApp(root: string) {
  const indexFile = join(root, "index.html");
  return async function webApp(ctx: AppContext, next: Next): Promise<void> {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || SERVER_PREFIXES.some((p) => ctx.path.startsWith(p))) {
      return next();
    }
    const path = safeDecode(ctx.path);
    if (extname(path) === ".map" && !ctx.services.config.serveSourceMaps) return notFound(ctx);
    const requested = normalize(join(root, path));
    const inside = requested.startsWith(root + sep);
    const size = inside ? await fileAt(requested) : undefined;
    // A missing hashed file is a chunk of an older build: the app shell in its place would be run as script.
    if (size === undefined && path.startsWith(HASHED_ASSETS)) return notFound(ctx);
    const file = size !== undefined ? requested : indexFile;
    const fileSize = size ?? (await fileAt(indexFile));
    if (fileSize === undefined) {
      ctx.status = 503;
      ctx.body = "The web app is not built yet: run `npm run build` (npm start does it for you).";
      return;
    }
    ctx.type = TYPES[extname(file)] ?? "application/octet-stream";
    ctx.set("Cache-Control", file.startsWith(join(root, HASHED_ASSETS)) ? "public, max-age=31536000, immutable" : "no-cache");
    const compressible = isCompressibleType(ctx.response.type);
    if (compressible) ctx.vary("Accept-Encoding");
    const copy = compressible ? await encodedCopy(ctx, file) : undefined;
    if (copy) ctx.set("Content-Encoding", copy.encoding);
    ctx.length = copy?.size ?? fileSize;
    ctx.body = createReadStream(copy?.path ?? file);
  };
}
