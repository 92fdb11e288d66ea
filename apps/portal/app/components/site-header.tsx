import { formatMoney } from "@wayfare/domain";
import { Button } from "@wayfare/ui";
import { Form, Link } from "react-router";
import { authLinkClasses } from "./auth-card";

export interface SiteHeaderUser {
  name: string;
  role: string;
  /** An agent's wallets, in paise. */
  balances?: { deposit: number; creditLine: number };
}

/**
 * The portal header: who is signed in with Logout (and My bookings for a user's own
 * account, not a guest session), or for a guest Find booking and Login.
 */
export function SiteHeader({ user }: { user: SiteHeaderUser | null }) {
  return (
    <header className="border-b border-subtle bg-surface">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-3 px-4 py-3">
        <a href="/" className="text-lg font-semibold">
          Wayfare
        </a>
        {user ? (
          <div className="flex items-center gap-3">
            {user.role !== "GUEST" ? (
              <>
                <Link to="/my-bookings" className={authLinkClasses}>
                  My bookings
                </Link>
                <Link to="/my-profile" className={authLinkClasses}>
                  My profile
                </Link>
              </>
            ) : null}
            <p className="text-sm">
              Signed in as <strong>{user.name}</strong>{" "}
              <span className="text-fg-muted">({user.role})</span>
            </p>
            {user.balances ? (
              <dl aria-label="Balances" className="flex gap-3 text-sm">
                <div className="flex gap-1">
                  <dt className="text-fg-muted">Deposit</dt>
                  <dd className="font-semibold">{formatMoney(user.balances.deposit)}</dd>
                </div>
                <div className="flex gap-1">
                  <dt className="text-fg-muted">Credit line</dt>
                  <dd className="font-semibold">{formatMoney(user.balances.creditLine)}</dd>
                </div>
              </dl>
            ) : null}
            <Form method="post" action="/app/logout">
              <Button type="submit" variant="secondary" size="sm">
                Logout
              </Button>
            </Form>
          </div>
        ) : (
          <div className="flex items-center gap-4">
            <Link to="/find-booking" className={authLinkClasses}>
              Find booking
            </Link>
            <Link to="/app/login" className={authLinkClasses}>
              Login
            </Link>
          </div>
        )}
      </div>
    </header>
  );
}
