import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const apiTarget = `http://localhost:${process.env.API_PORT ?? "3001"}`;

export default defineConfig({
  root: "web",
  plugins: [react()],
  // The password-strength dictionaries (about 1.6 MB) form one chunk that loads only when a password
  // field with a strength meter is on screen; every other chunk stays far below this limit.
  build: { outDir: "../dist/web", emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 2000 },
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
  },
});
