import { endpoints } from "@wayfare/domain";
import { forAnyone, forPublic } from "../http/handlers";
import { reply } from "../http/reply";
import { menubarNotifications } from "../notifications/subscription-endpoints";
import { footerFor, isSignedIn, leftNavFor, menubarFor } from "./navigation";

/** Menu, footer and left nav are not cached (F§9 cache time 0). */
const NO_STORE = { headers: { "cache-control": "no-store" } };

/**
 * POST /xms/v1/menubar/ { isB2C }: top menu and the caller's user menu; for a signed-in
 * user also their unread notifications and whether to nudge them to subscribe.
 */
export const menubar = forAnyone(endpoints.menubar, async ({ isB2C }, { ctx, session }) => {
  const subject = session?.subject ?? null;
  const menus = menubarFor(isB2C, subject);
  if (!isSignedIn(subject)) return reply(menus, NO_STORE);
  const notifications = await menubarNotifications(ctx.db, subject, ctx.config.now());
  return reply({ ...menus, notifications }, NO_STORE);
});

/** POST /xms/v1/footer/ { isB2C }: footer link sections (data) and meta. */
export const footer = forPublic(endpoints.footer, async ({ isB2C }, { ctx }) =>
  reply(footerFor(isB2C, ctx.config.now().getUTCFullYear()), NO_STORE),
);

/** GET /xms/v1/leftnav/: the caller's left navigation by role (a visitor's without a token). */
export const leftNav = forAnyone(endpoints.leftNav, async (_data, { session }) =>
  reply({ items: leftNavFor(session?.subject ?? null) }, NO_STORE),
);
