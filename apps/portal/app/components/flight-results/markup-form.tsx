import { basisPointsToPercentage, cheapestPrice, type Paise, type Trip } from "@wayfare/domain";
import { MarkupEditor } from "@wayfare/ui";
import { Form } from "react-router";

/**
 * The agent's markup on the fares shown (decision 0022), one line until opened: a native
 * disclosure (open when the last change was refused, to show why). A document post: the page
 * comes back with every fare marked up, the full lists held in the browser included.
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
      aria-label="Your markup"
      // Under 768 px with JavaScript the page keeps to the drawer's sort and filters.
      className="has-[details[open]]:basis-full md:ms-auto scripted:max-md:hidden"
    >
      <details
        open={(errors?.length ?? 0) > 0}
        className="group rounded-lg border border-subtle bg-surface px-3"
      >
        <summary className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
          <span className="font-semibold">Markup:</span>{" "}
          <span>{markup > 0 ? `${basisPointsToPercentage(markup)}%` : "none"}</span>{" "}
          <span className="font-semibold text-link underline group-open:hidden">Change</span>
        </summary>
        <p className="mb-2 text-sm">
          {markup > 0
            ? `The fares below include your markup of ${basisPointsToPercentage(markup)}%. You pay the fare without it.`
            : "No markup: the fares below are what you pay."}
        </p>
        <Form method="post" reloadDocument className="pb-3">
          <MarkupEditor
            defaultValue={markup || undefined}
            exampleFare={fareBeforeMarkup}
            errors={errors}
          />
        </Form>
      </details>
    </section>
  );
}
