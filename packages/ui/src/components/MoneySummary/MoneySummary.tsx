import { formatIndiaTime, type UserDueInfoPayload } from "@wayfare/domain";
import { type ReactNode, useId } from "react";
import { Badge } from "../Badge/Badge";
import { Price } from "../Price/Price";

export interface MoneySummaryMessages {
  heading: string;
  deposit: string;
  creditLimit: string;
  used: string;
  available: string;
  overdue: string;
  overdueBadge: string;
  /** "spent before 12 Nov 2026, 10:00" */
  overdueSince: (before: string) => string;
  nothingOverdue: string;
}

export const defaultMoneySummaryMessages: MoneySummaryMessages = {
  heading: "Balances and dues",
  deposit: "Deposit",
  creditLimit: "Credit limit",
  used: "Due on the credit line",
  available: "Credit available",
  overdue: "Overdue",
  overdueBadge: "Overdue",
  overdueSince: (before) => `spent before ${before}`,
  nothingOverdue: "Nothing overdue",
};

export interface MoneySummaryProps {
  /** The account's dues, as `user-due-info` answers them. */
  dues: UserDueInfoPayload;
  messages?: Partial<MoneySummaryMessages>;
}

/**
 * An account's money at a glance (issue 22, decision 0077): the deposit, the credit limit,
 * what is due on it and what is left, and what of the due is overdue (spent before the
 * current billing cycle), said in words as well as by a badge.
 */
export function MoneySummary({ dues, messages }: MoneySummaryProps) {
  const text = { ...defaultMoneySummaryMessages, ...messages };
  const headingId = useId();
  const overdue = dues.oldDueInfo.amount;
  const rows: [string, ReactNode][] = [
    [text.deposit, <Price key="deposit" amount={dues.deposit.balance} />],
    [text.creditLimit, <Price key="limit" amount={dues.creditLine.limit} />],
    [text.used, <Price key="due" amount={dues.creditLine.due} />],
    [text.available, <Price key="available" amount={dues.creditLine.available} />],
    [
      text.overdue,
      overdue > 0 ? (
        <span key="overdue" className="inline-flex flex-wrap items-center gap-2">
          <Badge tone="error" size="sm">
            {text.overdueBadge}
          </Badge>
          <Price amount={overdue} />
          <span className="text-fg-muted">
            {text.overdueSince(formatIndiaTime(dues.oldDueInfo.before))}
          </span>
        </span>
      ) : (
        text.nothingOverdue
      ),
    ],
  ];
  return (
    <section
      data-slot="money-summary"
      aria-labelledby={headingId}
      className="rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id={headingId} className="text-lg font-semibold">
        {text.heading}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-fg-muted">{term}</dt>
            <dd className="mb-2 sm:mb-0">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
