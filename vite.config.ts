import { availableParallelism } from "node:os";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { precompressWebApp } from "./api/webPrecompress.js";

/** Brotli and gzip copies of the built files, written once here so the server compresses nothing per request. */
const precompress: Plugin = {
  name: "cairn-precompress",
  apply: "build",
  async writeBundle(options) {
    if (options.dir) await precompressWebApp(options.dir);
  },
};

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  root: "web",
  plugins: [react(), precompress],
  // The password-strength dictionaries (about 1.6 MB) form one chunk that loads only when a password
  // field with a strength meter is on screen; every other chunk stays far below this limit.
  build: {
    outDir: "../dist/web",
    emptyOutDir: true,
    // Built for debugging a deployment; the server answers them only with SERVE_SOURCE_MAPS=1 (api/config.ts).
    sourcemap: true,
    chunkSizeWarningLimit: 2000,
    // Precompressing takes most of the build by design; the bundler's "slow plugin" notice would say so on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: {
      "/api": apiTarget,
      "/auth": apiTarget,
      "/socket.io": { target: apiTarget, ws: true },
      "/live": { target: apiTarget, ws: true },
    },
  },
  test: {
    root: ".",
    include: ["tests/**/*.test.ts"],
    globalSetup: ["tests/helpers/globalSetup.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: "forks",
    fileParallelism: true,
    // Vitest's default, one worker per core less one, runs the files one at a time on two cores. A test
    // mostly waits on its server, database and browser, so two workers there take the suite from about
    // 15.5 to 9.5 minutes; each file has its own server and database, so they never share state.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
