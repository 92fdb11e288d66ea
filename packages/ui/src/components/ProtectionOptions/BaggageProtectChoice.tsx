import { BAGGAGE_LIST_FIELD, formatMoney, type Paise } from "@wayfare/domain";
import { type ChangeEvent, useId, useLayoutEffect, useRef, useState } from "react";
import { changedBeforeHydration } from "../../lib/changed-before-hydration";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { AddOnCard } from "../AddOnCard/AddOnCard";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";

export interface BaggageProtectOffer {
  /** The charge per passenger covered (J§5: (fee + GST) × selected passengers). */
  pricePerPassenger: Paise;
  payout: Paise;
  /** Every passenger it can cover: the 1-based id and the name shown. */
  passengers: readonly { id: string; name: string }[];
  defaultSelected?: boolean;
  /** Those covered after a round trip; left out, every passenger. */
  defaultPassengerIds?: readonly string[];
}

export interface BaggageProtectSelection {
  selected: boolean;
  passengerIds: string[];
}

export interface BaggageProtectMessages {
  title: string;
  description: (payout: string) => string;
  perPassenger: (price: string) => string;
  passengers: string;
}

interface BaggageProtectChoiceProps {
  offer: BaggageProtectOffer;
  text: BaggageProtectMessages;
  errors?: readonly string[];
  onChange?: (selection: BaggageProtectSelection) => void;
}

/**
 * What the server-rendered boxes hold: the reader may have ticked them before the page
 * hydrated, which no change event reported. The product off covers nobody.
 */
function chosenInBoxes(
  container: HTMLElement,
  everyone: readonly string[],
): BaggageProtectSelection {
  const product = container.querySelector<HTMLInputElement>('input[name="baggageProtect"]');
  if (!product?.checked) return { selected: false, passengerIds: [] };
  const boxes = [
    ...container.querySelectorAll<HTMLInputElement>('input[name="baggageProtectPassengers"]'),
  ];
  const passengerIds =
    boxes.length === 0 ? [...everyone] : boxes.filter((box) => box.checked).map((box) => box.value);
  return { selected: true, passengerIds };
}

/**
 * Baggage protect for the passengers chosen (J§3 isSelected and selectedPax): the product's
 * checkbox (`baggageProtect=on`) and one checkbox per passenger (`baggageProtectPassengers`).
 * With JavaScript the passengers show once it is ticked, all of them at first; turning it
 * off clears and hides them (J§4). Unticking the last passenger turns it off but leaves the
 * list where the focus is. Without JavaScript every passenger's box shows and the server
 * reads both.
 */
export function BaggageProtectChoice({ offer, text, errors, onChange }: BaggageProtectChoiceProps) {
  const hydrated = useIsHydrated();
  const everyone = offer.passengers.map((passenger) => passenger.id);
  const [selection, setSelection] = useState<BaggageProtectSelection>({
    selected: offer.defaultSelected === true,
    passengerIds: [...(offer.defaultPassengerIds ?? everyone)],
  });
  const [listOpen, setListOpen] = useState(selection.selected);
  const container = useRef<HTMLDivElement>(null);
  const legendId = useId();
  const errorId = useId();
  const invalid = errors !== undefined && errors.length > 0;
  const change = (next: BaggageProtectSelection) => {
    setSelection(next);
    onChange?.(next);
  };
  const toggleProduct = (selected: boolean) => {
    setListOpen(selected);
    change({ selected, passengerIds: selected ? everyone : [] });
  };
  const togglePassenger = (id: string, covered: boolean) => {
    const passengerIds = everyone.filter((other) =>
      other === id ? covered : selection.passengerIds.includes(other),
    );
    change({ selected: passengerIds.length > 0, passengerIds });
  };
  // Until the boxes are controlled, what they hold is the reader's choice.
  const adoptBoxes = () => {
    if (!container.current) return;
    const chosen = chosenInBoxes(container.current, everyone);
    setListOpen(chosen.selected);
    change(chosen);
  };
  // Once hydrated: what was ticked before is kept, and priced (onChange), not put back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the boxes are hydrated
  useLayoutEffect(() => {
    if (container.current && changedBeforeHydration(container.current)) adoptBoxes();
  }, []);
  const showPassengers = !hydrated || listOpen;
  return (
    <div ref={container} className="flex flex-col gap-2">
      <AddOnCard
        name="baggageProtect"
        title={text.title}
        description={`${text.description(formatMoney(offer.payout))} ${text.perPassenger(
          formatMoney(offer.pricePerPassenger),
        )}`}
        price={offer.pricePerPassenger}
        {...(hydrated
          ? { isSelected: selection.selected, onChange: toggleProduct }
          : { defaultSelected: offer.defaultSelected, onChange: adoptBoxes })}
      />
      {showPassengers && offer.passengers.length > 1 ? (
        <fieldset
          aria-labelledby={legendId}
          aria-describedby={invalid ? errorId : undefined}
          className="flex flex-col gap-1 pl-4"
        >
          <legend id={legendId} className="text-sm font-semibold">
            {text.passengers}
          </legend>
          {/* The list was shown: none ticked means nobody. */}
          <input type="hidden" name={BAGGAGE_LIST_FIELD} value="on" />
          {invalid ? (
            <p id={errorId} className="text-sm font-semibold text-error">
              {errors.join(" ")}
            </p>
          ) : null}
          {offer.passengers.map((passenger) => (
            <NativeCheckbox
              key={passenger.id}
              name="baggageProtectPassengers"
              value={passenger.id}
              label={passenger.name}
              {...(hydrated
                ? {
                    checked: selection.passengerIds.includes(passenger.id),
                    onChange: (event: ChangeEvent<HTMLInputElement>) =>
                      togglePassenger(passenger.id, event.target.checked),
                  }
                : {
                    defaultChecked: selection.passengerIds.includes(passenger.id),
                    onChange: adoptBoxes,
                  })}
            />
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
