import { devEndpoints } from "@wayfare/domain";
import { devEndpointsOff, forPublic } from "../http/handlers";
import { readOutbox } from "./outbox";

/**
 * POST /xms/v1/dev/outbox {data: {recipient?}}: the newest 50 messages, for developers and
 * tests. Off (404) in production.
 */
export const devOutbox = forPublic(
  devEndpoints.devOutbox,
  async ({ recipient }, { ctx }) => {
    const messages = await readOutbox(ctx.db, recipient || undefined);
    return {
      messages: messages.map(({ createdAt, ...message }) => ({
        ...message,
        createdAt: createdAt.toISOString(),
      })),
    };
  },
  devEndpointsOff,
);
