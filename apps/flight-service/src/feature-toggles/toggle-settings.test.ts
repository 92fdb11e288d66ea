import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "../db/database";
import { featureToggles } from "../db/schema";
import { testDatabase } from "../testing/service-under-test";
import { featureToggleSettings, forgetFeatureToggleSettings } from "./toggle-settings";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openDatabase(await testDatabase()));
}, 120_000);
afterAll(() => close());
afterEach(() => {
  vi.useRealTimers();
  forgetFeatureToggleSettings(db);
});

/** A setting written by another instance: straight to the table, this process not told. */
const setElsewhere = (feature: string) =>
  db.insert(featureToggles).values({
    feature,
    target: "All",
    enabled: true,
    changedBy: "another-instance",
    changedAt: new Date(),
  });

describe("the feature toggle settings kept in memory", () => {
  it("are read once and kept: a change made elsewhere is not read again within 5 s", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const before = await featureToggleSettings(db);
    await setElsewhere("KEPT_FOR_FIVE_SECONDS");
    expect(await featureToggleSettings(db)).toEqual(before);
    expect(await featureToggleSettings(db)).toEqual(before);

    vi.setSystemTime(Date.now() + 5_001);
    expect(await featureToggleSettings(db)).toContainEqual({
      feature: "KEPT_FOR_FIVE_SECONDS",
      target: "All",
      enabled: true,
    });
  });

  it("are read again at once when this process has set one", async () => {
    await featureToggleSettings(db);
    await setElsewhere("SET_HERE");
    forgetFeatureToggleSettings(db);
    expect(await featureToggleSettings(db)).toContainEqual({
      feature: "SET_HERE",
      target: "All",
      enabled: true,
    });
  });
});
