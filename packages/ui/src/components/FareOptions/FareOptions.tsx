import {
  cheapestPrice,
  formatMoney,
  type PricingBasis,
  priceAmount,
  refundableTypeLabel,
  sortByFareDisplayOrder,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import { nativeFocusRing } from "../../lib/focus-ring";
import { Badge } from "../Badge/Badge";
import { buttonVariants } from "../Button/Button.variants";
import { Price } from "../Price/Price";

export interface FareOptionsMessages {
  label: string;
  baggage: (checkIn: string, cabin: string) => string;
  meal: (included: boolean) => string;
  select: string;
  /** The select button's accessible name: `("Saver", "₹4,650.00") => "Select Saver, ₹4,650.00"`. */
  selectFare: (fare: string, price: string) => string;
  /** Marks the fare already chosen on this leg. */
  chosen: string;
  /** The link to a fare's rules. */
  fareRules: string;
  /** Its accessible name: `("Saver") => "Fare rules, Saver"`. */
  fareRulesOf: (fare: string) => string;
}

export const defaultFareOptionsMessages: FareOptionsMessages = {
  label: "Fares",
  baggage: (checkIn, cabin) => `Check-in ${checkIn}, cabin ${cabin}`,
  meal: (included) => (included ? "Free meal" : "Meal at a charge"),
  select: "Select",
  selectFare: (fare, price) => `Select ${fare}, ${price}`,
  chosen: "Chosen",
  fareRules: "Fare rules",
  fareRulesOf: (fare) => `Fare rules, ${fare}`,
};

export interface FareOptionsProps {
  /** The trip whose fares (`prices`) are offered, in the spec's display order. */
  trip: Trip;
  /** The posted field's name; its value is the chosen price id. */
  name?: string;
  /** The id of the `<form>` the select buttons submit (they may sit outside it). */
  form?: string;
  /** Corporate users see net fares (F§6). */
  pricingBasis?: PricingBasis;
  /** The fare already chosen on this leg, marked as such. */
  chosenPriceId?: string;
  /** Where a fare's rules are (a page of the app); without it, no link. */
  fareRulesHref?: (price: TripPrice) => string;
  messages?: Partial<FareOptionsMessages>;
  className?: string;
}

function fareName(price: TripPrice): string {
  return price.fareIdentifier || price.fareType;
}

export interface FareSelectButtonProps {
  price: TripPrice;
  name?: string;
  form?: string;
  pricingBasis?: PricingBasis;
  messages?: Partial<Pick<FareOptionsMessages, "select" | "selectFare">>;
  className?: string;
}

/**
 * A submit button that posts one fare's price id under `name`: "Select", named for screen
 * readers with the fare and its price. It works in a plain HTML form, or outside one through
 * `form`, so a list of cards needs no form per card.
 */
export function FareSelectButton({
  price,
  name = "priceId",
  form,
  pricingBasis = "total",
  messages,
  className,
}: FareSelectButtonProps) {
  const text = { ...defaultFareOptionsMessages, ...messages };
  return (
    <button
      type="submit"
      name={name}
      value={price.id}
      form={form}
      aria-label={text.selectFare(fareName(price), formatMoney(priceAmount(price, pricingBasis)))}
      className={buttonVariants({
        size: "sm",
        focus: "native",
        className: ["hover:bg-primary-hover active:bg-primary-pressed", className],
      })}
    >
      {text.select}
    </button>
  );
}

/**
 * The fares of one trip as a list, each with its name, baggage, refundability, meal, a link to
 * its fare rules (when `fareRulesHref` is given), its price and its own select button (one click chooses it; no radio to set first). The cheapest fare
 * is named as such to assistive technology by the card; here they follow the spec's display
 * order.
 */
export function FareOptions({
  trip,
  name = "priceId",
  form,
  pricingBasis = "total",
  chosenPriceId,
  fareRulesHref,
  messages,
  className,
}: FareOptionsProps) {
  const text = { ...defaultFareOptionsMessages, ...messages };
  const fares = sortByFareDisplayOrder(trip.prices, fareName);
  const cheapestId = cheapestPrice(trip, pricingBasis).id;
  return (
    <ul
      aria-label={text.label}
      data-slot="fare-options"
      className={["flex flex-col divide-y divide-subtle", className].filter(Boolean).join(" ")}
    >
      {fares.map((price) => {
        const adult = price.fareDetails.ADULT;
        const chosen = price.id === chosenPriceId;
        return (
          <li
            key={price.id}
            data-cheapest={price.id === cheapestId ? "" : undefined}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
          >
            <span className="flex min-w-0 flex-col">
              <span className="font-semibold">
                {fareName(price)}
                {chosen ? (
                  <Badge size="sm" tone="success" className="ml-2">
                    {text.chosen}
                  </Badge>
                ) : null}
              </span>
              <span className="text-sm text-fg-muted">
                {text.baggage(adult.baggage.checkIn, adult.baggage.cabin)}
                {" · "}
                {refundableTypeLabel(adult.refundableType)}
                {" · "}
                {text.meal(adult.mealIncluded)}
              </span>
              {fareRulesHref ? (
                <a
                  href={fareRulesHref(price)}
                  aria-label={text.fareRulesOf(fareName(price))}
                  className={`inline-flex min-h-6 w-fit items-center rounded-control text-sm font-semibold text-link underline ${nativeFocusRing}`}
                >
                  {text.fareRules}
                </a>
              ) : null}
            </span>
            <span className="flex items-center gap-3">
              <Price amount={priceAmount(price, pricingBasis)} />
              <FareSelectButton
                price={price}
                name={name}
                form={form}
                pricingBasis={pricingBasis}
                messages={text}
              />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
