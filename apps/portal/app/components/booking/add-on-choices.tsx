import {
  formatMoney,
  type SeatMapPayload,
  type SsrPayload,
  seatRestriction,
  serviceRestriction,
  WHEELCHAIR_SERVICES,
} from "@wayfare/domain";
import { AddOnCard, BaggagePicker, MealPicker, NativeSelectField, SeatMap } from "@wayfare/ui";
import type { ReactNode } from "react";

const flightLabel = (segment: { flightNumber: string; from: string; to: string }) =>
  `${segment.flightNumber} ${segment.from}–${segment.to}`;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The add-ons of a booking (J§2 Add-ons) as ui components over the service's seat map and
 * SSR catalogue: seats, meals, extra baggage, fast forward and wheelchair assistance,
 * each starting from what the booking has chosen so far. Fields post as the add-on form
 * expects them (see add-ons.server.ts).
 */
export function AddOnChoices({
  seatMap,
  ssr,
  services = true,
}: {
  seatMap: SeatMapPayload;
  ssr: SsrPayload;
  /** Fast forward and wheelchair too: not when adding to a ticketed booking (modify booking). */
  services?: boolean;
}) {
  const seated = seatMap.passengers.filter((passenger) => !seatRestriction(passenger, []));
  const served = ssr.passengers.filter((passenger) => !serviceRestriction(passenger.type));
  const chosen = (pick: (addOn: SsrPayload["addOns"][number]) => string | undefined) => {
    const selection: Record<string, Record<number, string | undefined>> = {};
    for (const addOn of ssr.addOns) {
      selection[addOn.segmentId] ??= {};
      (selection[addOn.segmentId] as Record<number, string | undefined>)[addOn.passengerIndex] =
        pick(addOn);
    }
    return selection;
  };
  const toPassenger = (p: { passengerIndex: number; name: string }) => ({
    index: p.passengerIndex,
    name: p.name,
  });
  return (
    <div className="flex flex-col gap-8">
      <Section title="Seats">
        <SeatMap
          segments={seatMap.segments.map((segment) => ({
            id: segment.segmentId,
            label: flightLabel(segment),
            decks: segment.decks.map((deck) => ({
              columns: deck.columns,
              aislesAfter: deck.aislesAfter,
              rows: deck.rows.map(({ row, seats }) => ({ row, seats })),
            })),
          }))}
          passengers={seated.map(toPassenger)}
          defaultValue={chosen((addOn) => addOn.seat?.seatNo)}
        />
      </Section>
      <Section title="Meals">
        <MealPicker
          segments={ssr.segments.map((segment) => ({
            id: segment.segmentId,
            label: flightLabel(segment),
            options: segment.meals.map((meal) => ({
              code: meal.code,
              name: meal.name,
              description: meal.diet === "VEG" ? "Vegetarian" : "Non-vegetarian",
              price: meal.price,
            })),
          }))}
          passengers={ssr.passengers.map(toPassenger)}
          defaultValue={chosen((addOn) => addOn.meal?.code)}
        />
      </Section>
      <Section title="Extra baggage">
        <BaggagePicker
          segments={ssr.segments.map((segment) => ({
            id: segment.segmentId,
            label: flightLabel(segment),
            options: segment.baggage.map((bag) => ({
              code: bag.code,
              name: `${bag.kg} kg extra check-in`,
              price: bag.price,
            })),
          }))}
          passengers={served.map(toPassenger)}
          defaultValue={chosen((addOn) => addOn.baggage?.code)}
        />
      </Section>
      {services ? (
        <Section title="Airport services">
          {ssr.segments.map((segment) =>
            segment.fastForward ? (
              <AddOnCard
                key={segment.segmentId}
                title={`${segment.fastForward.name}, ${flightLabel(segment)}`}
                description={`Priority check-in and security for every passenger but infants: ${formatMoney(segment.fastForward.price)} each.`}
                price={segment.fastForward.price * served.length}
                name={`fastForward.${segment.segmentId}`}
                defaultSelected={ssr.addOns.some(
                  (addOn) => addOn.segmentId === segment.segmentId && addOn.fastForward,
                )}
              />
            ) : null,
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            {served.map((passenger) => (
              <NativeSelectField
                key={passenger.passengerIndex}
                name={`wheelchair.${passenger.passengerIndex}`}
                label={`Wheelchair assistance for ${passenger.name}`}
                placeholder="Not needed"
                options={WHEELCHAIR_SERVICES.map((service) => ({
                  value: service.code,
                  label: service.name,
                }))}
                defaultValue={
                  ssr.addOns.find((addOn) => addOn.passengerIndex === passenger.passengerIndex)
                    ?.wheelchair?.code
                }
              />
            ))}
          </div>
        </Section>
      ) : null}
    </div>
  );
}
