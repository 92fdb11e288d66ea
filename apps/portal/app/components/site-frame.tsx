import {
  Alert,
  AppHeader,
  BottomNav,
  type BottomNavItem,
  BrandMark,
  Footer,
  MAIN_CONTENT_ID,
  NativeButton,
  SubscribeNudge,
} from "@wayfare/ui";
import { Form, useLocation } from "react-router";
import { useBrand } from "../brand";
import type { SiteChrome } from "../server/site-chrome.server";

const DISMISS_GLOBAL_ERROR_PATH = "/app/global-error";
const NOTIFICATIONS_PATH = "/notifications";

/**
 * The mobile home's tabs (J§2). Retail users have no My Bookings nor My profile (F§2): they
 * look a booking up, and their account is their wallet. A visitor is asked to log in. Offers
 * go to the mobile home's deals (DealsAndOffers' id on /flight; the bar shows only on phones).
 */
function bottomNavItems(isB2C: boolean): BottomNavItem[] {
  return [
    { key: "home", label: "Home", href: "/flight" },
    { key: "bookings", label: "Bookings", href: isB2C ? "/find-booking" : "/my-bookings" },
    { key: "offers", label: "Offers", href: "/flight#deals" },
    { key: "wallet", label: "Wallet", href: "/wallet" },
    { key: "account", label: "Account", href: isB2C ? "/wallet" : "/my-profile" },
  ];
}

/** The header's user-menu links the bottom menu has too (its Wallet and Account tabs). */
const BOTTOM_NAV_USER_LINKS = ["my-profile", "wallet"];

/** F§8's persisted global error, on every page until the user dismisses it. */
function GlobalErrorNotice({ message, next }: { message: string; next: string }) {
  return (
    <Alert
      tone="error"
      live={false}
      className="mb-6"
      actions={
        <Form method="post" action={DISMISS_GLOBAL_ERROR_PATH}>
          <input type="hidden" name="next" value={next} />
          <NativeButton type="submit" variant="secondary" size="sm">
            Dismiss
          </NativeButton>
        </Form>
      }
    >
      {message}
    </Alert>
  );
}

/**
 * The pages that may carry the subscribe nudge (J§9): landings, never a step of a booking,
 * where it would push the results or a form down (at 375 px, the flights below the fold).
 */
const NUDGE_PAGES = ["/flight", "/my-bookings", "/wallet", "/my-profile", "/manage-user"];

/** Header, main, footer and (under 768 px) the bottom menu around every journey page. */
export function SiteFrame({ chrome, children }: { chrome: SiteChrome; children: React.ReactNode }) {
  const { pathname, search } = useLocation();
  const brand = useBrand();
  return (
    <>
      <AppHeader
        variant={chrome.isB2C ? "b2c" : "b2b"}
        homeHref="/flight"
        topMenu={chrome.menubar.topMenu}
        userMenu={chrome.menubar.userMenu}
        user={chrome.user}
        currentPath={pathname}
        logoutAction="/app/logout"
        messages={{ brand: <BrandMark name={brand.name} logoUrl={brand.logoUrl} /> }}
        linkCounts={
          chrome.notifications ? { notifications: chrome.notifications.unreadCount } : undefined
        }
        bottomNavKeys={BOTTOM_NAV_USER_LINKS}
      />
      <main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        className="mx-auto max-w-5xl px-4 py-4 outline-none md:py-8"
      >
        {chrome.globalError ? (
          <GlobalErrorNotice message={chrome.globalError} next={pathname + search} />
        ) : null}
        {chrome.notifications?.nudge && NUDGE_PAGES.includes(pathname) ? (
          <SubscribeNudge
            subscribeHref={`${NOTIFICATIONS_PATH}#subscribe`}
            dismissAction={NOTIFICATIONS_PATH}
            next={pathname + search}
          />
        ) : null}
        {children}
      </main>
      {chrome.footer ? (
        <Footer sections={chrome.footer.data} copyright={chrome.footer.meta.copyright} />
      ) : null}
      <BottomNav items={bottomNavItems(chrome.isB2C)} currentPath={pathname} />
    </>
  );
}
