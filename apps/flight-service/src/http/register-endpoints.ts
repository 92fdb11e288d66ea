import {
  BACKEND_PATH,
  backendCallSchema,
  type DevEndpoints,
  type Endpoint,
  type Endpoints,
  requestBodySchema,
} from "@wayfare/domain";
import type { Hono } from "hono";
import type { ServiceContext } from "../context";
import { success } from "./envelope";
import type { Call, Handler } from "./handlers";
import { Refusal, refuse } from "./refusal";
import { Reply } from "./reply";
import { parseInput, readJson } from "./validation";

type EndpointTable = Record<string, Endpoint>;

/** One handler per entry of an endpoint table, each for its own entry. */
export type HandlersOf<Table extends EndpointTable> = {
  [Name in keyof Table]: Handler<Table[Name]>;
};
export type EndpointHandlers = HandlersOf<Endpoints>;
export type DevEndpointHandlers = HandlersOf<DevEndpoints>;

const gatewayBodySchema = requestBodySchema(backendCallSchema);

async function answer(handler: Handler, data: unknown, call: Call): Promise<Response> {
  const outcome = await handler.handle(data, call);
  if (outcome instanceof Refusal) return outcome.response();
  const { payload, headers, envelope } = outcome instanceof Reply ? outcome : new Reply(outcome);
  return success(payload, envelope, headers);
}

const switchedOff = (handler: Handler, ctx: ServiceContext) => handler.off?.(ctx) ?? false;

/**
 * Registers every endpoint of a table with its handler: the body's `data` is parsed with
 * the entry's request schema (a bad one answers 400 with the schema's messages), the
 * handler answers a payload or a Refusal, and the envelope is made here. The generic
 * gateway's calls share one path and are told apart by their apiName (404 for none); it is
 * registered with the table that has them.
 */
export function registerEndpoints<Table extends EndpointTable>(
  app: Hono,
  ctx: ServiceContext,
  table: Table,
  handlers: HandlersOf<Table>,
): void {
  const gateway = new Map<string, Handler>();
  for (const [name, endpoint] of Object.entries(table) as [keyof Table & string, Endpoint][]) {
    const handler: Handler = handlers[name];
    if (handler.endpoint !== endpoint)
      throw new Error(`The handler of ${name} is for another endpoint`);
    if (endpoint.apiName) {
      gateway.set(endpoint.apiName, handler);
      continue;
    }
    const bodySchema = requestBodySchema(endpoint.request);
    app.on(endpoint.method, endpoint.path, async (c) => {
      if (switchedOff(handler, ctx)) return refuse("404", 404).response();
      const body = endpoint.method === "GET" ? { data: {} } : await readJson(c.req.raw);
      const parsed = parseInput(bodySchema, body);
      if (!parsed.ok) return parsed.refusal.response();
      return answer(handler, parsed.value.data, { ctx, request: c.req.raw });
    });
  }
  if (gateway.size === 0) return;
  app.post(BACKEND_PATH, async (c) => {
    const parsed = parseInput(gatewayBodySchema, await readJson(c.req.raw));
    if (!parsed.ok) return parsed.refusal.response();
    const { apiName, ...data } = parsed.value.data;
    const handler = gateway.get(apiName);
    if (!handler || switchedOff(handler, ctx)) return refuse("404", 404).response();
    const call = parseInput(handler.endpoint.request, data);
    if (!call.ok) return call.refusal.response();
    return answer(handler, call.value, { ctx, request: c.req.raw });
  });
}
