import type { Endpoint, TokenSubject } from "@wayfare/domain";
import type { z } from "zod";
import { renewalHeaders, type Session } from "../auth/sessions";
import type { ServiceContext } from "../context";
import { liveSession } from "./authenticate";
import { Refusal, refuse } from "./refusal";
import { Reply } from "./reply";

/** What a handler may answer: its payload, the payload with headers, or a refusal. */
export type Outcome<E extends Endpoint> =
  | z.input<E["answer"]>
  | Reply<z.input<E["answer"]>>
  | Refusal;

/** The request a handler answers, for what it reads besides the data (its headers). */
export interface Call {
  ctx: ServiceContext;
  request: Request;
}

/** A caller with a live session: the token's subject, and the session to rotate. */
export interface UserCall extends Call {
  subject: TokenSubject;
  session: Session;
}

/** A caller that may be a visitor without a token (a token must still be live). */
export interface AnyoneCall extends Call {
  session: Session | null;
}

/** The request's data as the handler gets it: parsed, with the schema's defaults. */
export type EndpointData<E extends Endpoint> = z.output<E["request"]>;

type Handle<E extends Endpoint, C extends Call> = (
  data: EndpointData<E>,
  call: C,
) => Promise<Outcome<E>>;

export interface Handler<E extends Endpoint = Endpoint> {
  readonly endpoint: E;
  /** Switched off by configuration: answered 404 before the request is read. */
  readonly off?: (ctx: ServiceContext) => boolean;
  readonly handle: Handle<E, Call>;
}

/** Off unless the service's development-only endpoints are on: they answer 404. */
export const devEndpointsOff = (ctx: ServiceContext) => !ctx.config.devEndpoints;

/** An endpoint anyone may call; it reads no token. */
export function forPublic<E extends Endpoint>(
  endpoint: E,
  handle: Handle<E, Call>,
  off?: (ctx: ServiceContext) => boolean,
): Handler<E> {
  return { endpoint, handle, off };
}

/**
 * An endpoint for visitors and users alike. A token that names no live session is answered
 * 403 'Invalid Access' on every endpoint (decision 0036): the client drops it (F§4).
 */
export function forAnyone<E extends Endpoint>(
  endpoint: E,
  handle: Handle<E, AnyoneCall>,
): Handler<E> {
  return {
    endpoint,
    handle: async (data, call) => {
      const session = await liveSession(call.ctx, call.request);
      if (session === undefined) return refuse("403", 403);
      return handle(data, { ...call, session });
    },
  };
}

/**
 * An endpoint for the holder of a live session, else 403 'Invalid Access'. Its success
 * carries the session's next token (F§7 "token replacement happens when an authorization
 * header is returned"), unless the handler rotated it itself.
 */
export function forUser<E extends Endpoint>(endpoint: E, handle: Handle<E, UserCall>): Handler<E> {
  return {
    endpoint,
    handle: async (data, call) => {
      const session = await liveSession(call.ctx, call.request);
      if (!session) return refuse("403", 403);
      const outcome = await handle(data, { ...call, subject: session.subject, session });
      if (outcome instanceof Refusal) return outcome;
      const answered = outcome instanceof Reply ? outcome : new Reply(outcome);
      if (answered.headers.authorization) return answered;
      const renewal = await renewalHeaders(call.ctx.sessions, session);
      return new Reply(answered.payload, { ...answered.headers, ...renewal }, answered.envelope);
    },
  };
}
