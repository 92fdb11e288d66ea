import { BadgePercent, House, Ticket, UserRound, Wallet } from "lucide-react";
import { nativeFocusRing } from "../../lib/focus-ring";

/** The five tabs of the mobile home (J§2). */
export type BottomNavKey = "home" | "bookings" | "offers" | "wallet" | "account";

export interface BottomNavItem {
  key: BottomNavKey;
  label: string;
  href: string;
}

const ICONS = {
  home: House,
  bookings: Ticket,
  offers: BadgePercent,
  wallet: Wallet,
  account: UserRound,
} as const;

export const DEFAULT_BOTTOM_NAV_ITEMS: readonly BottomNavItem[] = [
  { key: "home", label: "Home", href: "/" },
  { key: "bookings", label: "Bookings", href: "/my-bookings" },
  { key: "offers", label: "Offers", href: "/flight#offers" },
  { key: "wallet", label: "Wallet", href: "/wallet" },
  { key: "account", label: "Account", href: "/my-profile" },
];

export interface BottomNavProps {
  items?: readonly BottomNavItem[];
  /**
   * The page's path: its tab gets `aria-current="page"`. When two tabs go to the same page
   * (a retail user's Wallet and Account), only the first is marked.
   */
  currentPath?: string;
  /** Name of the navigation landmark. */
  label?: string;
}

/**
 * The bottom menu on screens under 768 px (F§2): a navigation landmark of five links with
 * an icon above each label, fixed to the bottom edge; hidden from 768 px, where the header
 * carries the links. Pages leave room for it at the bottom (the Footer does).
 */
export function BottomNav({
  items = DEFAULT_BOTTOM_NAV_ITEMS,
  currentPath,
  label = "Quick links",
}: BottomNavProps) {
  const currentKey = items.find((item) => item.href === currentPath)?.key;
  return (
    <nav
      aria-label={label}
      data-slot="bottom-nav"
      className="fixed inset-x-0 bottom-0 z-10 border-t border-subtle bg-surface pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {items.map((item) => {
          const Icon = ICONS[item.key];
          const current = item.key === currentKey;
          return (
            <li key={item.key}>
              <a
                href={item.href}
                aria-current={current ? "page" : undefined}
                className={`flex min-h-14 flex-col items-center justify-center gap-0.5 text-xs font-medium text-fg-muted aria-[current=page]:text-primary ${nativeFocusRing} focus-visible:-outline-offset-2`}
              >
                <Icon aria-hidden="true" className="size-5" />
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
