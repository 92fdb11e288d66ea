import {
  cheapestPrice,
  type PricingBasis,
  priceAmount,
  refundableTypeLabel,
  sortByFareDisplayOrder,
  type Trip,
  type TripPrice,
} from "@wayfare/domain";
import { Button } from "../Button/Button";
import { Price } from "../Price/Price";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";

export interface FareOptionsMessages {
  label: string;
  baggage: (checkIn: string, cabin: string) => string;
  meal: (included: boolean) => string;
  select: string;
}

export const defaultFareOptionsMessages: FareOptionsMessages = {
  label: "Fares",
  baggage: (checkIn, cabin) => `Check-in ${checkIn}, cabin ${cabin}`,
  meal: (included) => (included ? "Free meal" : "Meal at a charge"),
  select: "Select",
};

export interface FareOptionsProps {
  /** The trip whose fares (`prices`) are offered, in the spec's display order. */
  trip: Trip;
  /** The posted field's name; its value is the chosen price id. */
  name?: string;
  /** Corporate users see net fares (F§6). */
  pricingBasis?: PricingBasis;
  /** The fare chosen at first; default the cheapest. */
  defaultValue?: string;
  onChange?: (priceId: string) => void;
  /** Hide the submit button when the caller has its own. */
  showSubmit?: boolean;
  messages?: Partial<FareOptionsMessages>;
  className?: string;
}

function fareName(price: TripPrice): string {
  return price.fareIdentifier || price.fareType;
}

/**
 * The fares of one trip as a radio group (not a grid of buttons): fare name, baggage,
 * refundability, meal and price in each option's label, then a submit button. Put it in a
 * `<form>`: the chosen price id posts under `name` with or without JavaScript.
 */
export function FareOptions({
  trip,
  name = "priceId",
  pricingBasis = "total",
  defaultValue,
  onChange,
  showSubmit = true,
  messages,
  className,
}: FareOptionsProps) {
  const text = { ...defaultFareOptionsMessages, ...messages };
  const fares = sortByFareDisplayOrder(trip.prices, fareName);
  return (
    <div
      data-slot="fare-options"
      className={["flex flex-col gap-3", className].filter(Boolean).join(" ")}
    >
      <RadioGroup
        label={text.label}
        name={name}
        defaultValue={defaultValue ?? cheapestPrice(trip, pricingBasis).id}
        onChange={onChange}
      >
        {fares.map((price) => {
          const adult = price.fareDetails.ADULT;
          return (
            <Radio key={price.id} value={price.id} className="w-full">
              <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <span className="flex flex-col">
                  <span className="font-semibold">{fareName(price)}</span>
                  <span className="text-sm text-fg-muted">
                    {text.baggage(adult.baggage.checkIn, adult.baggage.cabin)}
                    {" · "}
                    {refundableTypeLabel(adult.refundableType)}
                    {" · "}
                    {text.meal(adult.mealIncluded)}
                  </span>
                </span>
                <Price amount={priceAmount(price, pricingBasis)} />
              </span>
            </Radio>
          );
        })}
      </RadioGroup>
      {showSubmit ? (
        <Button type="submit" className="self-start">
          {text.select}
        </Button>
      ) : null}
    </div>
  );
}
