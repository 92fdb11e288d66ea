import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A fresh directory for this run's travel-day claims (e2e/own-data.ts), shared by all workers. */
export default function globalSetup() {
  process.env.E2E_DAYS_DIR = mkdtempSync(join(tmpdir(), "wayfare-e2e-days-"));
}
