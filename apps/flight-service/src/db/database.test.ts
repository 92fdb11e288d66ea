import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { FlightService } from "../index";
import { backendCall, serviceUnderTest, testDatabase } from "../testing/service-under-test";

const started: FlightService[] = [];
afterAll(() => Promise.all(started.map((service) => service.close())));

describe("start-up: migrations and demo data", () => {
  it.runIf(process.env.DATABASE_URL)(
    "three instances starting at once against one Postgres migrate and seed exactly once",
    async () => {
      const database = await testDatabase({ migrated: false });
      const services = await Promise.all([
        serviceUnderTest({ database }),
        serviceUnderTest({ database }),
        serviceUnderTest({ database }),
      ]);
      started.push(...services);
      for (const service of services) {
        const response = await service.fetch(
          backendCall({ apiName: "login", username: "agent@wayfare.test", password: "Agent@123" }),
        );
        expect(response.status).toBe(200);
      }
    },
  );

  it("a restart keeps the data and seeds nothing twice", async () => {
    const dir = mkdtempSync(join(tmpdir(), "wayfare-pglite-"));
    // A fresh checkout has no .data/ yet: the service creates the whole path.
    const pgliteDir = join(dir, ".data", "pglite");
    const database = process.env.DATABASE_URL
      ? await testDatabase({ migrated: false })
      : { pgliteDir };
    const first = await serviceUnderTest({ database });
    await first.close();
    const second = await serviceUnderTest({ database });
    started.push(second);
    const response = await second.fetch(
      backendCall({ apiName: "login", username: "employee@acme.test", password: "Employee@123" }),
    );
    expect(response.status).toBe(200);
    rmSync(dir, { recursive: true, force: true });
  });
});
