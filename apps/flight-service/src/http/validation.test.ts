import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_VALIDATION_ERRORS } from "./refusal";
import { parseInput } from "./validation";

async function errorsOf(schema: z.ZodType, input: unknown) {
  const parsed = parseInput(schema, input);
  if (parsed.ok) throw new Error("accepted");
  const response = parsed.refusal.response();
  expect(response.status).toBe(400);
  return (await response.json()).errors;
}

describe("parseInput", () => {
  it("answers each distinct problem once: 20,000 bad items are one error, not 20,000", async () => {
    const schema = z.object({ codes: z.array(z.string()) });
    expect(await errorsOf(schema, { codes: Array.from({ length: 20_000 }, () => 0) })).toEqual([
      { errCode: "400", message: "Invalid input: expected string, received number" },
    ]);
  });

  it(`answers at most ${MAX_VALIDATION_ERRORS} errors, in the schema's order`, async () => {
    const fields = Array.from({ length: 15 }, (_, index) => `f${index}`);
    const schema = z.object(
      Object.fromEntries(fields.map((field) => [field, z.string({ error: `${field} needed` })])),
    );
    const errors = await errorsOf(schema, {});
    expect(errors.map((error: { message: string }) => error.message)).toEqual(
      fields.slice(0, MAX_VALIDATION_ERRORS).map((field) => `${field} needed`),
    );
  });
});
