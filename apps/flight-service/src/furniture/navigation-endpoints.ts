import { clientVariantRequestSchema } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { success } from "../http/envelope";
import { parseOrFail, readJson } from "../http/validation";
import { footerFor, leftNavFor, menubarFor } from "./navigation";
import { optionalSubject } from "./optional-subject";

/** Menu, footer and left nav are not cached (F§9 cache time 0). */
const NO_STORE = { "cache-control": "no-store" };

/** POST /xms/v1/menubar/ { isB2C }: top menu and the caller's user menu. */
export async function menubarEndpoint(ctx: ServiceContext, request: Request): Promise<Response> {
  const parsed = parseOrFail(clientVariantRequestSchema, await readJson(request));
  if (!parsed.ok) return parsed.response;
  const subject = await optionalSubject(ctx, request);
  return success(menubarFor(parsed.value.data.isB2C, subject), {}, NO_STORE);
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
  const subject = await optionalSubject(ctx, request);
  return success({ items: leftNavFor(subject) }, {}, NO_STORE);
}
