import { FEE_WINDOW_LABELS, type FeeWindow, formatMoney } from "@wayfare/domain";
import { Fragment } from "react";

export interface FeeListMessages {
  /** A fee the fare does not allow paying (no change that close to departure). */
  notPermitted: string;
}

/** A fee in each window before departure (the domain's fee windows). */
export function FeeList({
  fees,
  text,
}: {
  fees: { window: FeeWindow; fee: number | null }[];
  text: FeeListMessages;
}) {
  return (
    <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5">
      {fees.map((entry) => (
        <Fragment key={entry.window}>
          <dt className="text-fg-muted">{FEE_WINDOW_LABELS[entry.window]}</dt>
          <dd>{entry.fee === null ? text.notPermitted : formatMoney(entry.fee)}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
