import type { TestProject } from "vitest/node";
import { ensureWebBuild } from "../../api/webBuild.js";
import { openDb } from "../../db/connection.js";
import { migrateLatest } from "../../db/migrate.js";
import { chromiumPath, NO_CHROMIUM, repoRoot, webRoot } from "./browser.js";
import { templateDatabaseName } from "./databases.js";

/**
 * With DATABASE_URL, migrate one template database per run; each test file then clones it
 * (CREATE DATABASE ... TEMPLATE), so files never see each other's rows, instance or rate-limit counters.
 * Without DATABASE_URL every test file runs on its own in-memory embedded database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await buildWebForBrowserTests();
  const url = process.env.DATABASE_URL;
  if (!url) return async () => {};
  const template = templateDatabaseName(url);
  const admin = openDb({ kind: "postgres", url });
  await admin.raw(`drop database if exists ${template} with (force)`);
  await admin.raw(`create database ${template}`);
  const templateDb = openDb({ kind: "postgres", url: withDatabase(url, template) });
  await migrateLatest(templateDb);
  await templateDb.destroy();
  project.provide("templateDatabase", template);
  return async () => {
    await admin.raw(`drop database if exists ${template} with (force)`);
    await admin.destroy();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module "vitest" {
  export interface ProvidedContext {
    templateDatabase: string;
  }
}

/**
 * Browser tests serve dist/web. It is built here, once per run, because test files run in parallel
 * and would race each other building it; ensureWebBuild skips the build when the sources are unchanged
 * (and a build takes about a second, so runs without browser tests need not be told apart).
 */
async function buildWebForBrowserTests(): Promise<void> {
  if (!chromiumPath) {
    console.log(`[e2e] browser tests ${NO_CHROMIUM}`);
    return;
  }
  await ensureWebBuild(repoRoot, webRoot, (line) => console.log(`[e2e] ${line}`));
}
