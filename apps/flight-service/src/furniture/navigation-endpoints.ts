import { endpoints } from "@wayfare/domain";
import { forAnyone, forPublic } from "../http/handlers";
import { reply } from "../http/reply";
import { footerFor, leftNavFor, menubarFor } from "./navigation";

/** Menu, footer and left nav are not cached (F§9 cache time 0). */
const NO_STORE = { headers: { "cache-control": "no-store" } };

/** POST /xms/v1/menubar/ { isB2C }: top menu and the caller's user menu. */
export const menubar = forAnyone(endpoints.menubar, async ({ isB2C }, { session }) =>
  reply(menubarFor(isB2C, session?.subject ?? null), NO_STORE),
);

/** POST /xms/v1/footer/ { isB2C }: footer link sections (data) and meta. */
export const footer = forPublic(endpoints.footer, async ({ isB2C }, { ctx }) =>
  reply(footerFor(isB2C, ctx.config.now().getUTCFullYear()), NO_STORE),
);

/** GET /xms/v1/leftnav/: the caller's left navigation by role (a visitor's without a token). */
export const leftNav = forAnyone(endpoints.leftNav, async (_data, { session }) =>
  reply({ items: leftNavFor(session?.subject ?? null) }, NO_STORE),
);
