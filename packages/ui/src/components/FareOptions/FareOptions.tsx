import {
  cheapestPrice,
  type FareAmountsVisibility,
  fareOptionGroups,
  formatMoney,
  type PricingBasis,
  priceAmount,
  refundableTypeLabel,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import { useId } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { AgentFareAmounts } from "../AgentFareAmounts/AgentFareAmounts";
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
  /** The special-return fares' group (J§5), apart from the normal ones. */
  specialReturn: string;
  /** What a special-return fare asks of the other way. */
  specialReturnNote: string;
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
  specialReturn: "Special return fares",
  specialReturnNote: "Book these with a special return fare on the other way.",
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
  /** An agent's amounts beside each fare (commission, net incentive, net fare); none by default. */
  agentAmounts?: FareAmountsVisibility;
  /**
   * Keep the display order: no flex fare is lifted to third place (J§4 "unless a flag or a
   * selected filter applies").
   */
  keepPriceOrder?: boolean;
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
 * The fares of one trip as lists, each fare with its name, baggage, refundability, meal, a link
 * to its fare rules (when `fareRulesHref` is given), an agent's amounts (when `agentAmounts`
 * allows), its price and its own select button (one click chooses it; no radio to set first).
 * The fares follow the spec's display order, a flex fare lifted to third place (J§4);
 * special-return fares come apart, in their own labelled list (J§5). The cheapest fare is
 * named as such to assistive technology by the card.
 */
export function FareOptions({
  trip,
  name = "priceId",
  form,
  pricingBasis = "total",
  chosenPriceId,
  fareRulesHref,
  agentAmounts,
  keepPriceOrder = false,
  messages,
  className,
}: FareOptionsProps) {
  const text = { ...defaultFareOptionsMessages, ...messages };
  const groups = fareOptionGroups(trip.prices, { keepPriceOrder });
  const cheapestId = cheapestPrice(trip, pricingBasis).id;
  const specialReturnId = useId();
  const fare = (price: TripPrice) => {
    const adult = price.fareDetails.ADULT;
    const chosen = price.id === chosenPriceId;
    return (
      <li
        key={price.id}
        data-cheapest={price.id === cheapestId ? "" : undefined}
        className="fare-option"
      >
        <div>
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
          {agentAmounts ? (
            <AgentFareAmounts price={price} visibility={agentAmounts} showIdentifier={false} />
          ) : null}
          {fareRulesHref ? (
            <a
              href={fareRulesHref(price)}
              aria-label={text.fareRulesOf(fareName(price))}
              className={`fare-rules-link ${nativeFocusRing}`}
            >
              {text.fareRules}
            </a>
          ) : null}
        </div>
        <span>
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
  };
  const listClass = "flex flex-col divide-y divide-subtle";
  return (
    <div
      data-slot="fare-options"
      className={["flex flex-col gap-2", className].filter(Boolean).join(" ")}
    >
      {groups.normal.length > 0 ? (
        <ul aria-label={text.label} className={listClass}>
          {groups.normal.map(fare)}
        </ul>
      ) : null}
      {groups.specialReturn.length > 0 ? (
        <div data-slot="special-return-fares" className="rounded-md border border-subtle px-3 py-2">
          <p id={specialReturnId} className="font-semibold">
            {text.specialReturn}
          </p>
          <p className="text-sm text-fg-muted">{text.specialReturnNote}</p>
          <ul aria-labelledby={specialReturnId} className={listClass}>
            {groups.specialReturn.map(fare)}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
