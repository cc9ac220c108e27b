import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import type { Next } from "koa";
import type { AppContext } from "../context.js";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".ico": "image/x-icon",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};

/** Paths the server owns; everything else is a route of the single-page web app. */
const SERVER_PREFIXES = ["/api/", "/auth/", "/socket.io/", "/live"];

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

/** Serves the built web app: hashed assets cached for a year, index.html for every app route. */
export function serveWebApp(root: string) {
  const indexFile = join(root, "index.html");
  return async function webApp(ctx: AppContext, next: Next): Promise<void> {
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || SERVER_PREFIXES.some((p) => ctx.path.startsWith(p))) {
      return next();
    }
    const requested = normalize(join(root, safeDecode(ctx.path)));
    const inside = requested.startsWith(root + sep);
    const size = inside ? await fileAt(requested) : undefined;
    const file = size !== undefined ? requested : indexFile;
    const fileSize = size ?? (await fileAt(indexFile));
    if (fileSize === undefined) {
      ctx.status = 503;
      ctx.body = "The web app is not built yet: run `npm run build` (npm start does it for you).";
      return;
    }
    ctx.type = TYPES[extname(file)] ?? "application/octet-stream";
    ctx.length = fileSize;
    ctx.set("Cache-Control", file.includes(`${sep}assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache");
    ctx.body = createReadStream(file);
  };
}
