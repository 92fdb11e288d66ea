import type { CancellationQuotePayload } from "@wayfare/domain";
import { useId } from "react";
import { ScrollRegion } from "../../../lib/scroll-region";
import { Price } from "../../Price/Price";
import type { RefundQuoteMessages } from "../RefundQuote";
import { cell, numericCell } from "./cells";

/** The paid add-ons of the cancelled flights, each on its own line (decision 0023). */
export function CancelledAddOnsTable({
  addOns,
  text,
}: {
  addOns: CancellationQuotePayload["addOns"];
  text: RefundQuoteMessages;
}) {
  const captionId = useId();
  return (
    <div className="flex flex-col gap-2">
      <ScrollRegion labelledBy={captionId}>
        <table className="w-full border-collapse text-left text-sm">
          <caption id={captionId} className="mb-2 text-left font-semibold">
            {text.addOnsCaption}
          </caption>
          <thead>
            <tr className="border-b border-subtle">
              <th scope="col" className={cell}>
                {text.passenger}
              </th>
              <th scope="col" className={cell}>
                {text.addOn}
              </th>
              <th scope="col" className={numericCell}>
                {text.paid}
              </th>
              <th scope="col" className={numericCell}>
                {text.refund}
              </th>
            </tr>
          </thead>
          <tbody>
            {addOns.map((addOn) => (
              <tr
                key={`${addOn.segmentId}-${addOn.passengerId}-${addOn.item}`}
                className="border-b border-subtle"
              >
                <th scope="row" className={`${cell} font-normal`}>
                  {addOn.passengerName}
                </th>
                <td className={cell}>{addOn.item}</td>
                <td className={numericCell}>
                  <Price amount={addOn.paid} size="sm" />
                </td>
                <td className={numericCell}>
                  <Price amount={addOn.refund} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <p className="text-fg-muted">{text.addOnsNotRefunded}</p>
    </div>
  );
}
