import { formatMoney, type NavLink } from "@wayfare/domain";
import type { ReactNode } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { Badge } from "../Badge/Badge";
import { NativeButton } from "../NativeButton/NativeButton";

export interface AppHeaderBalance {
  /** "Deposit", "Credit line" */
  label: string;
  /** In paise. */
  amount: number;
}

export interface AppHeaderUser {
  name: string;
  /** Shown after the name in brackets: the role, agency or company. */
  detail?: string;
  /** An agent's wallets; shown as a description list in a region named "Balances". */
  balances?: AppHeaderBalance[];
}

export interface AppHeaderMessages {
  brand: ReactNode;
  mainNav: string;
  accountNav: string;
  signedInAs: string;
  balances: string;
  logout: string;
  /** Read after a link's count: "Notifications 3 unread". */
  unread: string;
}

const DEFAULT_MESSAGES: AppHeaderMessages = {
  brand: "Wayfare",
  mainNav: "Main",
  accountNav: "Account",
  signedInAs: "Signed in as",
  balances: "Balances",
  logout: "Logout",
  unread: "unread",
};

export interface AppHeaderProps {
  /** B2B puts the agent's balances in the header; B2C leaves its main links to BottomNav under 768 px. */
  variant?: "b2b" | "b2c";
  /** Where the brand links to. */
  homeHref?: string;
  /** The menubar's top menu (F§7). */
  topMenu: readonly NavLink[];
  /** The menubar's user menu: Login and Register for a visitor; profile, bookings, Logout when signed in. */
  userMenu: readonly NavLink[];
  user: AppHeaderUser | null;
  /** The page's path: the link to it gets `aria-current="page"`. */
  currentPath?: string;
  /**
   * The user menu item with this href is a POST form with a Logout button, so logging out
   * is never a GET a prefetch or a crawler could trigger.
   */
  logoutAction?: string;
  /** A count shown on a user-menu link, by its key: the unread notifications. */
  linkCounts?: Readonly<Record<string, number>>;
  /**
   * User-menu links the bottom menu also has under 768 px (by key): hidden there, so the
   * header stays one row on a phone and the page's content starts higher.
   */
  bottomNavKeys?: readonly string[];
  messages?: Partial<AppHeaderMessages>;
}

const linkClass = `inline-flex min-h-11 items-center rounded-control px-2 font-medium text-link underline-offset-4 hover:underline aria-[current=page]:text-fg aria-[current=page]:underline ${nativeFocusRing}`;

function NavList({
  label,
  links,
  currentPath,
  logoutAction,
  logoutLabel,
  counts,
  unreadLabel,
  phoneHiddenKeys = [],
  className,
}: {
  label: string;
  links: readonly NavLink[];
  currentPath?: string;
  logoutAction?: string;
  logoutLabel: string;
  counts?: Readonly<Record<string, number>>;
  unreadLabel?: string;
  phoneHiddenKeys?: readonly string[];
  className?: string;
}) {
  if (links.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {links.map((link) => (
          <li
            key={link.key}
            className={phoneHiddenKeys.includes(link.key) ? "hidden md:list-item" : undefined}
          >
            {link.href === logoutAction ? (
              <form method="post" action={logoutAction}>
                <NativeButton type="submit" variant="secondary" size="sm">
                  {logoutLabel}
                </NativeButton>
              </form>
            ) : (
              <a
                href={link.href}
                aria-current={link.href === currentPath ? "page" : undefined}
                className={linkClass}
              >
                {link.label}
                {counts?.[link.key] ? (
                  <Badge tone="brand" size="sm" className="ms-1">
                    {counts[link.key]}
                    <span className="sr-only"> {unreadLabel}</span>
                  </Badge>
                ) : null}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The portal's banner: the brand, the main navigation, who is signed in (with an agent's
 * balances) and the account links. Links and the logout form are plain HTML, so the header
 * works before JavaScript loads.
 */
export function AppHeader({
  variant = "b2b",
  homeHref = "/",
  topMenu,
  userMenu,
  user,
  currentPath,
  logoutAction,
  linkCounts,
  bottomNavKeys,
  messages,
}: AppHeaderProps) {
  const text = { ...DEFAULT_MESSAGES, ...messages };
  return (
    <header data-slot="app-header" className="border-b border-subtle bg-surface">
      {/* Two rows of fixed content, so the header's height does not change as fonts load. */}
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-6 gap-y-1 px-4 pt-2 pb-1">
        <a href={homeHref} className={`rounded-control text-lg font-semibold ${nativeFocusRing}`}>
          {text.brand}
        </a>
        <NavList
          label={text.mainNav}
          links={topMenu}
          currentPath={currentPath}
          logoutLabel={text.logout}
          className={variant === "b2c" ? "hidden md:block" : undefined}
        />
        <NavList
          label={text.accountNav}
          links={userMenu}
          currentPath={currentPath}
          logoutAction={logoutAction}
          logoutLabel={text.logout}
          counts={linkCounts}
          unreadLabel={text.unread}
          phoneHiddenKeys={bottomNavKeys}
          className="ms-auto"
        />
      </div>
      {user ? (
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-4 gap-y-1 px-4 pb-2 text-sm">
          <p>
            {text.signedInAs} <strong>{user.name}</strong>
            {user.detail ? <span className="text-fg-muted"> ({user.detail})</span> : null}
          </p>
          {user.balances?.length ? (
            <section aria-label={text.balances}>
              <dl className="flex flex-wrap gap-x-3">
                {user.balances.map((balance) => (
                  <div key={balance.label} className="flex gap-1">
                    <dt className="text-fg-muted">{balance.label}</dt>
                    <dd className="font-semibold">{formatMoney(balance.amount)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
        </div>
      ) : null}
    </header>
  );
}
