import {
  type FooterPayload,
  LANDING_PATHS,
  landingPathFor,
  type MenubarPayload,
  type NavLink,
  type TokenSubject,
} from "@wayfare/domain";

const LINKS = {
  flights: { key: "flights", label: "Flights", href: LANDING_PATHS.flightSearch },
  findBooking: { key: "find-booking", label: "Find Booking", href: "/find-booking" },
  myBookings: { key: "my-bookings", label: "My Bookings", href: "/my-bookings" },
  myProfile: { key: "my-profile", label: "My Profile", href: "/my-profile" },
  wallet: { key: "wallet", label: "Wallet", href: "/wallet" },
  notifications: { key: "notifications", label: "Notifications", href: "/notifications" },
  manageUser: { key: "manage-user", label: "Dashboard", href: LANDING_PATHS.manageUser },
  manageCarts: { key: "manage-carts", label: "Manage Carts", href: LANDING_PATHS.manageCarts },
  inventoryOrders: {
    key: "inventory-orders",
    label: "Inventory Orders",
    href: LANDING_PATHS.inventoryOrders,
  },
  login: { key: "login", label: "Login", href: "/app/login" },
  register: { key: "register", label: "Register", href: "/app/register" },
  logout: { key: "logout", label: "Logout", href: "/app/logout" },
} as const satisfies Record<string, NavLink>;

const LANDING_LINKS: Record<string, NavLink> = {
  [LANDING_PATHS.flightSearch]: LINKS.flights,
  [LANDING_PATHS.manageUser]: LINKS.manageUser,
  [LANDING_PATHS.manageCarts]: LINKS.manageCarts,
  [LANDING_PATHS.inventoryOrders]: LINKS.inventoryOrders,
};

export function isSignedIn(subject: TokenSubject | null): subject is TokenSubject {
  return subject !== null && subject.role !== "GUEST";
}

/**
 * The left navigation of a role: its landing page (F§2), flight search when its products
 * include flights, then its bookings and profile. A visitor gets search and find booking.
 */
export function leftNavFor(subject: TokenSubject | null): NavLink[] {
  if (!isSignedIn(subject)) return [LINKS.flights, LINKS.findBooking];
  const { aps } = subject.additionalInfo;
  const landing = LANDING_LINKS[landingPathFor(subject.role, aps)] ?? LINKS.manageUser;
  const flights = aps.length === 0 || aps.includes("flight") ? [LINKS.flights] : [];
  const items = [landing, ...flights, LINKS.myBookings, LINKS.myProfile];
  return items.filter((item, index) => items.indexOf(item) === index);
}

/**
 * The top menu: flight search, then a business user's bookings or a booking lookup (a
 * consumer portal has no My Bookings, F§2). The user menu by who is signed in; registration
 * is offered on the consumer portal.
 */
export function menubarFor(isB2C: boolean, subject: TokenSubject | null): MenubarPayload {
  const signedIn = isSignedIn(subject);
  const topMenu = [LINKS.flights, signedIn && !isB2C ? LINKS.myBookings : LINKS.findBooking];
  const userMenu = signedIn
    ? isB2C
      ? [LINKS.notifications, LINKS.wallet, LINKS.logout]
      : [LINKS.notifications, LINKS.myProfile, LINKS.wallet, LINKS.logout]
    : isB2C
      ? [LINKS.login, LINKS.register]
      : [LINKS.login];
  return { isB2C, topMenu, userMenu };
}

const COMPANY = [
  { key: "about", label: "About Us", href: "/about" },
  { key: "contact", label: "Contact Us", href: "/contact" },
  { key: "terms", label: "Terms & Conditions", href: "/terms" },
  { key: "privacy", label: "Privacy Policy", href: "/privacy" },
];

/** The footer in its business and consumer variants (F§2 layout hints). */
export function footerFor(isB2C: boolean, year: number): FooterPayload {
  const forYou = isB2C
    ? {
        title: "Travellers",
        links: [LINKS.flights, LINKS.findBooking],
      }
    : {
        title: "Partners",
        links: [LINKS.flights, LINKS.myBookings, LINKS.register],
      };
  return {
    data: [forYou, { title: "Company", links: COMPANY }],
    meta: { isB2C, copyright: `© ${year} Wayfare` },
  };
}
