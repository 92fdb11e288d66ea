import { endpoints, type MenubarPayload, type TokenSubject } from "@wayfare/domain";
import type { ServiceContext } from "../context";
import { forAnyone, forPublic } from "../http/handlers";
import { reply } from "../http/reply";
import { menubarNotifications } from "../notifications/subscription-endpoints";
import { footerFor, isSignedIn, leftNavFor, menubarFor } from "./navigation";

/** Menu, footer and left nav are not cached (F§9 cache time 0). */
export const NO_STORE = { headers: { "cache-control": "no-store" } };

/** The menus of the caller, with a signed-in user's notifications and subscribe nudge. */
export async function menusOf(
  ctx: ServiceContext,
  isB2C: boolean,
  subject: TokenSubject | null,
): Promise<MenubarPayload> {
  const menus = menubarFor(isB2C, subject);
  if (!isSignedIn(subject)) return menus;
  return { ...menus, notifications: await menubarNotifications(ctx.db, subject, ctx.config.now()) };
}

/**
 * POST /xms/v1/menubar/ { isB2C }: top menu and the caller's user menu; for a signed-in
 * user also their unread notifications and whether to nudge them to subscribe.
 */
export const menubar = forAnyone(endpoints.menubar, async ({ isB2C }, { ctx, session }) =>
  reply(await menusOf(ctx, isB2C, session?.subject ?? null), NO_STORE),
);

/** POST /xms/v1/footer/ { isB2C }: footer link sections (data) and meta. */
export const footer = forPublic(endpoints.footer, async ({ isB2C }, { ctx }) =>
  reply(footerFor(isB2C, ctx.config.now().getUTCFullYear()), NO_STORE),
);

/** GET /xms/v1/leftnav/: the caller's left navigation by role (a visitor's without a token). */
export const leftNav = forAnyone(endpoints.leftNav, async (_data, { session }) =>
  reply({ items: leftNavFor(session?.subject ?? null) }, NO_STORE),
);
