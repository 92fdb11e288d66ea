import type { LinkedAccount } from "@wayfare/domain";
import { LINKED_ACCOUNT_MESSAGES } from "@wayfare/domain";
import { Badge } from "../Badge/Badge";
import { NativeButton } from "../NativeButton/NativeButton";

export interface LinkedAccountsProps {
  /** The linked-user-details answer: the account in use first. */
  accounts: readonly LinkedAccount[];
  /** Where each switch form posts; the form sends `userId`. */
  switchAction: string;
  /** The account whose switch is being posted (its button shows pending). */
  pendingUserId?: string;
}

/**
 * One person's linked accounts (F§4, F§7; decision 0080): the one in use, marked as such, and
 * a switch button for each other active one. Each switch is a plain form post, so it works
 * before JavaScript; the page that posts it answers with the new account in use.
 */
export function LinkedAccounts({ accounts, switchAction, pendingUserId }: LinkedAccountsProps) {
  const text = LINKED_ACCOUNT_MESSAGES;
  if (accounts.length < 2) return <p data-slot="linked-accounts-empty">{text.none}</p>;
  return (
    <ul aria-label={text.heading} data-slot="linked-accounts" className="flex flex-col gap-3">
      {accounts.map((account) => (
        <li
          key={account.userId}
          aria-current={account.current ? "true" : undefined}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-subtle bg-surface p-4 aria-[current=true]:border-primary"
        >
          <div className="flex min-w-0 flex-col gap-1">
            <span className="font-semibold">{account.name}</span>
            <span className="text-sm text-fg-muted">
              {account.email} · {account.role.replaceAll("_", " ").toLowerCase()} ·{" "}
              {account.partnerId}
            </span>
          </div>
          {account.current ? (
            <Badge tone="success">{text.current}</Badge>
          ) : account.status === "ACTIVE" ? (
            <form method="post" action={switchAction}>
              <input type="hidden" name="userId" value={account.userId} />
              <NativeButton
                type="submit"
                variant="secondary"
                isPending={pendingUserId === account.userId}
              >
                {text.switchTo(account.name)}
              </NativeButton>
            </form>
          ) : (
            <Badge tone="neutral">{text.inactive}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
