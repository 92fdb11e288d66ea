import { plainText, TEXT_LIMITS } from "@wayfare/domain";
import { z } from "zod";
import type { ServiceContext } from "../context";
import { success } from "../http/envelope";
import { refuse } from "../http/refusal";
import { parseInput } from "../http/validation";
import { readOutbox } from "./outbox";

export const DEV_OUTBOX_PATH = "/xms/v1/dev/outbox";

const outboxQuerySchema = z.object({
  recipient: plainText().max(TEXT_LIMITS.email).trim().toLowerCase().optional(),
});

/**
 * GET /xms/v1/dev/outbox[?recipient=…]: the newest 50 messages, for developers and tests.
 * Off (404) in production.
 */
export async function devOutbox(ctx: ServiceContext, request: Request): Promise<Response> {
  if (!ctx.config.devEndpoints) return refuse("404", 404).response();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = parseInput(outboxQuerySchema, query);
  if (!parsed.ok) return parsed.refusal.response();
  const messages = await readOutbox(ctx.db, parsed.value.recipient || undefined);
  return success({ messages });
}
