import {
  endpoints,
  type FooterPayload,
  isInRoleGroup,
  type MenubarPayload,
  type UserInfo,
} from "@wayfare/domain";
import type { AppHeaderUser } from "@wayfare/ui";
import { portalConfig } from "./config.server";
import { globalErrorMessage } from "./gateway/global-error.server";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** What every page around the journey shows: header menus, who is signed in, the footer. */
export interface SiteChrome {
  isB2C: boolean;
  menubar: MenubarPayload;
  footer: FooterPayload | null;
  user: AppHeaderUser | null;
  /** F§8's persisted global error, until the user dismisses it. */
  globalError: string | null;
  /** A signed-in user's unread notifications, and whether to nudge them to subscribe (J§9). */
  notifications: { unreadCount: number; nudge: boolean } | null;
}

const NO_MENUS: MenubarPayload = { isB2C: false, topMenu: [], userMenu: [] };

/**
 * The menubar and footer calls of F§7 (never cached: their cache time is 0) and the header's
 * user. A service that cannot answer leaves the menus empty rather than failing the page.
 */
export async function siteChrome(
  service: ServiceGateway,
  request: Request,
  user: UserInfo | null,
): Promise<SiteChrome> {
  const isB2C = portalConfig.clientMode === "B2C";
  const [menubar, footer, headerUser] = await Promise.all([
    user
      ? service.call(endpoints.menubar, { isB2C })
      : service.callAnonymously(endpoints.menubar, { isB2C }),
    service.callAnonymously(endpoints.footer, { isB2C }),
    user ? appHeaderUser(service, user) : null,
  ]);
  return {
    isB2C,
    menubar: menubar.ok ? menubar.payload : { ...NO_MENUS, isB2C },
    footer: footer.ok ? footer.payload : null,
    user: headerUser,
    globalError: globalErrorMessage(request) ?? null,
    notifications: (menubar.ok && menubar.payload.notifications) || null,
  };
}

/**
 * Who the header names, and for the agent group (who pay from them, J§6) the deposit and
 * credit-line balances, read fresh so a payment or a refund shows on the next page.
 */
async function appHeaderUser(service: ServiceGateway, user: UserInfo): Promise<AppHeaderUser> {
  const { name, role } = user;
  if (!isInRoleGroup({ role, gps: user.additionalInfo.gps }, "AGENT")) {
    return { name, detail: role };
  }
  const balance = await service.call(endpoints.balance, {});
  if (!balance.ok) return { name, detail: role };
  const { DEPOSIT, CREDIT_LINE } = balance.payload.balances;
  return {
    name,
    detail: role,
    balances: [
      { label: "Deposit", amount: DEPOSIT },
      { label: "Credit line", amount: CREDIT_LINE },
    ],
  };
}
