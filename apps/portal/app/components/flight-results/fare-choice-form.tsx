import type { PricingBasis, Trip } from "@wayfare/domain";
import { FareOptions } from "@wayfare/ui";
import { Form } from "react-router";

interface FareChoiceFormProps {
  trip: Trip;
  /** The leg this choice is for: ONWARD, RETURN or a multicity index. */
  leg: string;
  pricingBasis: PricingBasis;
  /** The fare already chosen on this leg, when it is one of this trip's. */
  selectedPriceId?: string;
}

/**
 * Choosing a fare posts the price id and its leg to the results page's action (the search
 * stays in the URL): the last leg chosen goes on to review, an earlier one is remembered.
 */
export function FareChoiceForm({ trip, leg, pricingBasis, selectedPriceId }: FareChoiceFormProps) {
  const flight = trip.segments.map((s) => `${s.airline.code} ${s.flightNumber}`).join(", ");
  const chosen = trip.prices.some((price) => price.id === selectedPriceId)
    ? selectedPriceId
    : undefined;
  return (
    <Form method="post" preventScrollReset aria-label={`Fares of ${flight}`}>
      <input type="hidden" name="leg" value={leg} />
      <FareOptions trip={trip} name="priceId" pricingBasis={pricingBasis} defaultValue={chosen} />
    </Form>
  );
}
