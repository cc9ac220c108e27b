import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { COMPRESS_MIN_BYTES, compress, ENCODED_FILE_SUFFIX, ENCODINGS } from "./compression.js";

/** The built files worth a compressed copy; source maps are left out, as they are not served by default. */
const PRECOMPRESSED = /\.(html|js|css|svg|json|txt)$/;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, so serving it
 * compressed costs no work per request (api/middleware/webApp.ts picks the copy the browser accepts). A
 * copy that would not be smaller is not written.
 */
export async function precompressWebApp(outDir: string): Promise<void> {
  const files = (await readdir(outDir, { recursive: true })).filter((file) => PRECOMPRESSED.test(file)).map((file) => join(outDir, file));
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < COMPRESS_MIN_BYTES) return;
      const data = await readFile(file);
      for (const encoding of ENCODINGS) {
        const packed = await compress(data, encoding, "build");
        if (packed.length < data.length) await writeFile(file + ENCODED_FILE_SUFFIX[encoding], packed);
      }
    }),
  );
}
