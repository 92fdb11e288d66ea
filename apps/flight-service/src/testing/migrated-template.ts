import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratedPgliteSnapshot, openDatabase } from "../db/database";

declare module "vitest" {
  export interface ProvidedContext {
    /** Path of a PGlite `dumpDataDir` tarball of a migrated, empty database. */
    pgliteTemplate?: string;
    /** A migrated, empty database on DATABASE_URL's server, for `create database … template`. */
    postgresTemplate?: string;
  }
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Vitest global setup of the "service" project: migrates one database before any test file
 * runs, and each file's database starts as a copy of it (testDatabase) instead of running
 * initdb and every migration again — about a second of CPU per file (docs/decisions/0050).
 */
export default async function migratedTemplate(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `wayfare_template_${randomUUID().replaceAll("-", "")}`;
    await onServer(url, `create database ${name}`);
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${name}`;
    const { close } = await openDatabase({ url: templateUrl.toString() });
    await close();
    project.provide("postgresTemplate", name);
    return () => onServer(url, `drop database if exists ${name}`);
  }
  const dir = mkdtempSync(join(tmpdir(), "wayfare-pglite-template-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await migratedPgliteSnapshot()).arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
