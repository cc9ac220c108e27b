import type { AppContext } from "../context.js";
import type { FileAsset } from "../../db/models/FileAsset.js";
import { readAsset } from "./localStorage.js";

/**
 * Raster images a browser can only ever show as pictures. Anything else, SVG and HTML included, could run
 * script in our origin if rendered, so it is always a download of opaque bytes.
 */
const INLINE_TYPES = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** RFC 8187 ext-value: percent-encode everything but attr-chars, which encodeURIComponent nearly does. */
function encodeFilename(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Streams the asset's file with headers that keep untrusted content from being interpreted. */
export function sendAsset(ctx: AppContext, asset: FileAsset): void {
  const inline = INLINE_TYPES.has(asset.attributes.type);
  ctx.set({
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename*=UTF-8''${encodeFilename(asset.attributes.name)}`,
    "X-Content-Type-Options": "nosniff",
    // Even if something were rendered, it gets no scripts, forms or same-origin rights.
    "Content-Security-Policy": "sandbox; default-src 'none'",
    "Cache-Control": "private, max-age=0",
  });
  ctx.type = inline ? asset.attributes.type : "application/octet-stream";
  ctx.length = asset.size;
  ctx.body = readAsset(ctx.services.config.dataDir, asset.storage_key);
}
