import { formatIndiaTime, type PassbookEntry, passbookReasonLabel } from "@wayfare/domain";
import { Price } from "../Price/Price";

export interface PassbookMessages {
  caption: string;
  /** The scrolling box around the table. */
  region: string;
  date: string;
  description: string;
  reference: string;
  amount: string;
  balance: string;
  credit: string;
  debit: string;
  empty: string;
  download: string;
  pages: string;
  previous: string;
  next: string;
  page: (page: number, of: number) => string;
}

export const defaultPassbookMessages: PassbookMessages = {
  caption: "Passbook",
  region: "Passbook entries",
  date: "Date",
  description: "Description",
  reference: "Reference",
  amount: "Amount",
  balance: "Balance",
  credit: "Credit",
  debit: "Debit",
  empty: "No entries yet.",
  download: "Download CSV",
  pages: "Passbook pages",
  previous: "Newer entries",
  next: "Older entries",
  page: (page, of) => `Page ${page} of ${of}`,
};

export interface PassbookProps {
  /** One page of entries, newest first, each with the balance after it. */
  entries: readonly PassbookEntry[];
  /** Zero-based page shown, of `pageCount`. */
  page: number;
  pageCount: number;
  /** The link to a page (zero-based). */
  pageHref: (page: number) => string;
  /** The whole passbook as CSV. */
  csvHref: string;
  messages?: Partial<PassbookMessages>;
}

/**
 * A wallet's passbook: its entries newest first with a running balance, credits and debits
 * said in words (not only by sign or colour), links to newer and older pages, and the CSV.
 */
export function Passbook({ entries, page, pageCount, pageHref, csvHref, messages }: PassbookProps) {
  const text = { ...defaultPassbookMessages, ...messages };
  const link = "font-semibold text-link underline";
  return (
    <div data-slot="passbook" className="flex flex-col gap-3 text-fg">
      {/* Scrolls sideways on narrow screens: focusable so the keyboard can scroll it. */}
      <section
        aria-label={text.region}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus (WCAG 2.1.1)
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-subtle bg-surface outline-none focus-visible:outline-solid focus-visible:outline-focus-ring focus-visible:outline-focus focus-visible:outline-offset-focus-ring"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{text.caption}</caption>
          <thead className="border-b border-subtle">
            <tr>
              {[text.date, text.description, text.reference].map((heading) => (
                <th key={heading} scope="col" className="p-2 font-semibold">
                  {heading}
                </th>
              ))}
              <th scope="col" className="p-2 text-right font-semibold">
                {text.amount}
              </th>
              <th scope="col" className="p-2 text-right font-semibold">
                {text.balance}
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} className="border-b border-subtle last:border-0">
                <td className="p-2 whitespace-nowrap">{formatIndiaTime(entry.at)}</td>
                <td className="p-2">{passbookReasonLabel(entry.reason)}</td>
                <td className="p-2 break-all">{entry.reference ?? ""}</td>
                <td className="p-2 text-right whitespace-nowrap">
                  {entry.amount >= 0 ? text.credit : text.debit}{" "}
                  <Price amount={Math.abs(entry.amount)} size="sm" />
                </td>
                <td className="p-2 text-right whitespace-nowrap">
                  <Price amount={entry.balance} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {entries.length === 0 ? <p className="p-3 text-fg-muted">{text.empty}</p> : null}
      </section>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {pageCount > 1 ? (
          <nav aria-label={text.pages} className="flex flex-wrap items-center gap-3">
            {page > 0 ? (
              <a href={pageHref(page - 1)} className={link}>
                {text.previous}
              </a>
            ) : null}
            <span>{text.page(page + 1, pageCount)}</span>
            {page + 1 < pageCount ? (
              <a href={pageHref(page + 1)} className={link}>
                {text.next}
              </a>
            ) : null}
          </nav>
        ) : (
          <span />
        )}
        <a href={csvHref} download className={link}>
          {text.download}
        </a>
      </div>
    </div>
  );
}
