import type { ServiceContext } from "../context";
import { catalogueFailure, success } from "../http/envelope";
import { readOutbox } from "./outbox";

export const DEV_OUTBOX_PATH = "/xms/v1/dev/outbox";

/**
 * GET /xms/v1/dev/outbox[?recipient=…]: the newest 50 messages, for developers and tests.
 * Off (404) in production.
 */
export async function devOutbox(ctx: ServiceContext, request: Request): Promise<Response> {
  if (!ctx.config.devEndpoints) return catalogueFailure(404, "404");
  const recipient = new URL(request.url).searchParams.get("recipient")?.trim().toLowerCase();
  const messages = await readOutbox(ctx.db, recipient || undefined);
  return success({ messages });
}
