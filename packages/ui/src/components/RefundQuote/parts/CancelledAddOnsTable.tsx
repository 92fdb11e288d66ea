import type { CancellationQuotePayload } from "@wayfare/domain";
import { Price } from "../../Price/Price";
import type { RefundQuoteMessages } from "../RefundQuote";
import { AmountsTable } from "./AmountsTable";

/** The paid add-ons of the cancelled flights, each on its own line (decision 0023). */
export function CancelledAddOnsTable({
  addOns,
  text,
}: {
  addOns: CancellationQuotePayload["addOns"];
  text: RefundQuoteMessages;
}) {
  return (
    <div className="flex flex-col gap-2">
      <AmountsTable
        caption={text.addOnsCaption}
        captionClassName="font-semibold"
        columns={[
          { key: "passenger", label: text.passenger },
          { key: "add-on", label: text.addOn },
          { key: "paid", label: text.paid, numeric: true },
          { key: "refund", label: text.refund, numeric: true },
        ]}
        rows={addOns.map((addOn) => ({
          key: `${addOn.segmentId}-${addOn.passengerId}-${addOn.item}`,
          header: addOn.passengerName,
          cells: [
            addOn.item,
            <Price key="paid" amount={addOn.paid} size="sm" />,
            <Price key="refund" amount={addOn.refund} size="sm" />,
          ],
        }))}
      />
      <p className="text-fg-muted">{text.addOnsNotRefunded}</p>
    </div>
  );
}
