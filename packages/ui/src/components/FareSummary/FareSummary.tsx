import {
  FARE_SUMMARY_LABELS,
  type FareSummary as FareSummaryData,
  type FareSummaryLine,
  type FareSummaryLineKey,
  fareSummaryLines,
  formatMoney,
  paise,
} from "@wayfare/domain";
import { useEffect, useId, useRef, useState } from "react";
import { fareSummaryRowVariants } from "./FareSummary.variants";

export interface FareSummaryMessages {
  /** The heading (and the section's name). */
  title: string;
  /** Line labels; white-label partners rename "TJ Cash", "TJ Flex". */
  labels: Record<FareSummaryLineKey, string>;
  /** Spoken before a deduction's amount (the visible sign is "−"). */
  minus: string;
  /** Announced politely when the final amount changes (voucher, TJ Cash): `"₹9,000.00"`. */
  changed: (label: string, amount: string) => string;
}

export const defaultFareSummaryMessages: FareSummaryMessages = {
  title: "Fare summary",
  labels: { ...FARE_SUMMARY_LABELS },
  minus: "minus",
  changed: (label, amount) => `${label} updated: ${amount}`,
};

export interface FareSummaryProps {
  /**
   * The domain `FareSummary`, or the `fareSummary` record of the review or booking payload
   * (the same keys in paise; a missing key counts as zero).
   */
  summary: FareSummaryData | Readonly<Record<string, number>>;
  headingLevel?: 2 | 3 | 4;
  /** Stick to the top of the scrolling column on wide screens (the review page's sidebar). */
  sticky?: boolean;
  messages?: Partial<Omit<FareSummaryMessages, "labels">> & {
    labels?: Partial<Record<FareSummaryLineKey, string>>;
  };
  className?: string;
}

const KEYS = Object.keys(FARE_SUMMARY_LABELS) as FareSummaryLineKey[];

/** The payload's `fareSummary` record as the domain type (absent lines are zero). */
export function toFareSummary(
  summary: FareSummaryData | Readonly<Record<string, number>>,
): FareSummaryData {
  const amounts = summary as Readonly<Record<string, number | undefined>>;
  return Object.fromEntries(KEYS.map((key) => [key, paise(amounts[key] ?? 0)])) as Record<
    FareSummaryLineKey,
    number
  > as FareSummaryData;
}

const EMPHASIS: Partial<Record<FareSummaryLineKey, "total" | "due" | "final">> = {
  total: "total",
  amountToPay: "due",
  finalAmount: "final",
};

/**
 * The fare summary of J§3 as a description list: base fare and taxes, every other line that
 * is not zero (add-ons, protections, fees, discount, credit shell, voucher, TJ Cash), the
 * total, the amount to pay and the final amount emphasised. Which lines show is the domain's
 * `fareSummaryLines`. A change of the final amount is announced politely.
 */
export function FareSummary({
  summary,
  headingLevel = 2,
  sticky = false,
  messages,
  className,
}: FareSummaryProps) {
  const text = {
    ...defaultFareSummaryMessages,
    ...messages,
    labels: { ...defaultFareSummaryMessages.labels, ...messages?.labels },
  };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const data = toFareSummary(summary);
  const announcement = useChangeAnnouncement(
    data.finalAmount,
    text.changed(text.labels.finalAmount, formatMoney(data.finalAmount)),
  );
  return (
    <section
      aria-labelledby={headingId}
      data-slot="fare-summary"
      className={[
        "flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-4 text-fg",
        sticky ? "lg:sticky lg:top-4" : "",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.title}
      </Heading>
      <dl className="flex flex-col">
        {fareSummaryLines(data).map((line) => (
          <Row key={line.key} line={line} label={text.labels[line.key]} minus={text.minus} />
        ))}
      </dl>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function Row({ line, label, minus }: { line: FareSummaryLine; label: string; minus: string }) {
  return (
    <div
      data-slot="fare-summary-line"
      data-line={line.key}
      className={fareSummaryRowVariants({ emphasis: EMPHASIS[line.key] ?? "none" })}
    >
      <dt>{label}</dt>
      <dd className="text-right tabular-nums">
        {line.deduction ? (
          <>
            <span aria-hidden="true">−</span>
            <span className="sr-only">{minus} </span>
          </>
        ) : null}
        {formatMoney(line.amount)}
      </dd>
    </div>
  );
}

/** Empty at first render; the message each time `value` changes (so a page load is silent). */
function useChangeAnnouncement(value: number, message: string): string {
  const previous = useRef(value);
  const [announcement, setAnnouncement] = useState("");
  useEffect(() => {
    if (value === previous.current) return;
    previous.current = value;
    setAnnouncement(message);
  }, [value, message]);
  return announcement;
}
