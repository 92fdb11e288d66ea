import { basisPointsToPercentage, cheapestPrice, type Paise, type Trip } from "@wayfare/domain";
import { MarkupEditor } from "@wayfare/ui";
import { Form } from "react-router";

/**
 * The agent's markup on the fares shown (decision 0022). A document post: the page comes
 * back with every fare marked up, the full lists held in the browser included.
 */
export function MarkupForm({
  markup,
  firstTrip,
  errors,
}: {
  /** Basis points in force (0: none). */
  markup: number;
  firstTrip: Trip | undefined;
  errors: readonly string[] | undefined;
}) {
  const price = firstTrip ? cheapestPrice(firstTrip, "total") : undefined;
  const fareBeforeMarkup = price ? ((price.total - price.markup) as Paise) : undefined;
  return (
    <section
      aria-labelledby="markup-heading"
      className="mb-4 rounded-lg border border-subtle bg-surface p-4"
    >
      <h2 id="markup-heading" className="mb-2 text-lg font-semibold">
        Your markup
      </h2>
      <p className="mb-3 text-sm">
        {markup > 0
          ? `The fares below include your markup of ${basisPointsToPercentage(markup)}%. You pay the fare without it.`
          : "No markup: the fares below are what you pay."}
      </p>
      <Form method="post" reloadDocument>
        <MarkupEditor
          defaultValue={markup || undefined}
          exampleFare={fareBeforeMarkup}
          errors={errors}
        />
      </Form>
    </section>
  );
}
