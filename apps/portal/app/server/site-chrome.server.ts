import type { FooterPayload, MenubarPayload, PageFramePayload } from "@wayfare/domain";
import type { AppHeaderUser } from "@wayfare/ui";
import { portalConfig } from "./config.server";
import { globalErrorMessage } from "./gateway/global-error.server";
import type { ServiceGateway, Session } from "./gateway/service-gateway.server";

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
 * Who holds the session and the frame of their page: F§7's menubar and footer (never cached:
 * their cache time is 0), and the header's user with, for the agent group (who pay from
 * them, J§6), the deposit and credit-line balances read fresh so that a payment or a refund
 * shows on the next page. One service call (decision 0074); a layout's loader calls this
 * before anything else. A service that cannot give the frame leaves the menus empty rather
 * than failing the page.
 */
export async function sessionWithChrome(
  service: ServiceGateway,
  request: Request,
): Promise<{ session: Session; chrome: SiteChrome }> {
  const isB2C = portalConfig.clientMode === "B2C";
  const { session, frame } = await service.sessionWithFrame(isB2C);
  return {
    session,
    chrome: {
      isB2C,
      menubar: frame?.menubar ?? { ...NO_MENUS, isB2C },
      footer: frame?.footer ?? null,
      user: session.kind === "signed-in" ? appHeaderUser(session.user, frame) : null,
      globalError: globalErrorMessage(request) ?? null,
      notifications: frame?.menubar.notifications ?? null,
    },
  };
}

function appHeaderUser(
  { name, role }: { name: string; role: string },
  frame: PageFramePayload | null,
): AppHeaderUser {
  if (!frame?.balances) return { name, detail: role };
  const { DEPOSIT, CREDIT_LINE } = frame.balances;
  return {
    name,
    detail: role,
    balances: [
      { label: "Deposit", amount: DEPOSIT },
      { label: "Credit line", amount: CREDIT_LINE },
    ],
  };
}
