import { clientVariantRequestSchema } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { optionalSession } from "../http/authenticate";
import { success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { footerFor, leftNavFor, menubarFor } from "./navigation";

/** Menu, footer and left nav are not cached (F§9 cache time 0). */
const NO_STORE = { "cache-control": "no-store" };

/** POST /xms/v1/menubar/ { isB2C }: top menu and the caller's user menu. */
export async function menubarEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(clientVariantRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const session = await optionalSession(ctx, request);
  if (session instanceof Response) return session;
  return success(menubarFor(parsed.value.data.isB2C, session?.subject ?? null), {}, NO_STORE);
}

/** POST /xms/v1/footer/ { isB2C }: footer link sections (data) and meta. */
export async function footerEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(clientVariantRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const year = ctx.config.now().getUTCFullYear();
  return success(footerFor(parsed.value.data.isB2C, year), {}, NO_STORE);
}

/** GET /xms/v1/leftnav/: the caller's left navigation by role (a visitor's without a token). */
export async function leftNavEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const session = await optionalSession(ctx, request);
  if (session instanceof Response) return session;
  return success({ items: leftNavFor(session?.subject ?? null) }, {}, NO_STORE);
}
