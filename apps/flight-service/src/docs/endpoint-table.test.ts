import { readFileSync } from "node:fs";
import { endpoints } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { endpointTableCells, endpointTableMarkdown, withEndpointTable } from "./endpoint-table";

describe("the service README's endpoint table", () => {
  it("is the one the endpoint table generates (npm run docs:endpoints -w @wayfare/flight-service)", () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    expect(endpointTableCells(readme)).toEqual(endpointTableCells(withEndpointTable(readme)));
  });

  it("has a row per endpoint, with optional fields marked and each shape of a union", () => {
    const rows = endpointTableMarkdown().split("\n").slice(3, -1);
    expect(rows).toHaveLength(Object.keys(endpoints).length);
    const rowOf = (path: string, apiName = "") =>
      rows.find((row) => row.startsWith(`| POST | ${path} | ${apiName} |`));
    expect(rowOf("/xms/v1/flight/review")).toContain(
      "| `priceIds`, `passengers`, `policyReason?` | `bookingId`, `expiresAt`,",
    );
    expect(rowOf("/xms/v1/backend", "`otp`")).toContain(
      "| `email`, `requestId`, `type` — or `key`, `requestId`, `type`, ",
    );
  });

  it("is not written into a README without its markers", () => {
    expect(() => withEndpointTable("# README")).toThrow("no endpoint table markers");
  });
});
