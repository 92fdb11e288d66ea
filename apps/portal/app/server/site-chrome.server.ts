import {
  BACKEND_PATH,
  balancePayloadSchema,
  FOOTER_PATH,
  type FooterPayload,
  footerPayloadSchema,
  isInRoleGroup,
  MENUBAR_PATH,
  type MenubarPayload,
  menubarPayloadSchema,
  type UserInfo,
} from "@wayfare/domain";
import type { AppHeaderUser } from "@wayfare/ui";
import type { z } from "zod";
import { callAsUser } from "./booking.server";
import { portalConfig } from "./config.server";
import { serviceClient } from "./service.server";

/** What every page around the journey shows: header menus, who is signed in, the footer. */
export interface SiteChrome {
  isB2C: boolean;
  menubar: MenubarPayload;
  footer: FooterPayload | null;
  user: AppHeaderUser | null;
}

const NO_MENUS: MenubarPayload = { isB2C: false, topMenu: [], userMenu: [] };

/**
 * The menubar and footer calls of F§7 (never cached: their cache time is 0) and the header's
 * user. A service that cannot answer leaves the menus empty rather than failing the page.
 */
export async function siteChrome(request: Request, user: UserInfo | null): Promise<SiteChrome> {
  const isB2C = portalConfig.clientMode === "B2C";
  const [menubar, footer, headerUser] = await Promise.all([
    user
      ? callAsUser(request, MENUBAR_PATH, { isB2C }, menubarPayloadSchema)
      : anonymousCall(MENUBAR_PATH, isB2C, menubarPayloadSchema),
    anonymousCall(FOOTER_PATH, isB2C, footerPayloadSchema),
    user ? appHeaderUser(request, user) : null,
  ]);
  return {
    isB2C,
    menubar: menubar.ok ? menubar.payload : { ...NO_MENUS, isB2C },
    footer: footer.ok ? footer.payload : null,
    user: headerUser,
  };
}

async function anonymousCall<Schema extends z.ZodType>(
  path: string,
  isB2C: boolean,
  schema: Schema,
): Promise<{ ok: true; payload: z.infer<Schema> } | { ok: false }> {
  const result = await (await serviceClient()).call("POST", path, { isB2C });
  const parsed = result.ok ? schema.safeParse(result.payload) : undefined;
  return parsed?.success ? { ok: true, payload: parsed.data } : { ok: false };
}

/**
 * Who the header names, and for the agent group (who pay from them, J§6) the deposit and
 * credit-line balances, read fresh so a payment or a refund shows on the next page.
 */
async function appHeaderUser(request: Request, user: UserInfo): Promise<AppHeaderUser> {
  const { name, role } = user;
  if (!isInRoleGroup({ role, gps: user.additionalInfo.gps }, "AGENT")) {
    return { name, detail: role };
  }
  const balance = await callAsUser(
    request,
    BACKEND_PATH,
    { apiName: "balance" },
    balancePayloadSchema,
  );
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
