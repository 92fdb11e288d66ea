import { cheapestPrice, type PricingBasis, type Trip } from "@wayfare/domain";
import { SHARE_FLIGHTS_INTENT } from "@wayfare/forms";
import { Alert, NativeButton, NativeTextField } from "@wayfare/ui";
import { Form, useNavigation } from "react-router";

export const SHARE_FORM_ID = "share-flights";

export interface ShareOutcome {
  sent?: string;
  errors?: string[];
}

/**
 * Share by email (J§2 results, an agent item): the flights ticked on the cards belong to
 * this form (their checkboxes name it), so it works without JavaScript.
 */
export function ShareFlightsForm({ outcome }: { outcome?: ShareOutcome | null }) {
  const sharing = useNavigation().formData?.get("intent") === SHARE_FLIGHTS_INTENT;
  return (
    <section aria-labelledby="share-heading" className="rounded-lg border border-subtle p-4">
      <h2 id="share-heading" className="text-lg font-semibold">
        Share flights by email
      </h2>
      <p className="mt-1 text-sm text-fg-muted">
        Tick "Share" on up to 10 flights, then send them to your client.
      </p>
      {outcome?.sent ? (
        <Alert tone="success" className="mt-3">
          {outcome.sent}
        </Alert>
      ) : null}
      <Form
        id={SHARE_FORM_ID}
        method="post"
        preventScrollReset
        className="mt-3 flex flex-wrap items-end gap-3"
      >
        <input type="hidden" name="intent" value={SHARE_FLIGHTS_INTENT} />
        <NativeTextField
          name="shareEmail"
          label="Client's email"
          type="email"
          autoComplete="off"
          errors={outcome?.errors}
        />
        <NativeButton type="submit" variant="secondary" isPending={sharing}>
          Share by email
        </NativeButton>
      </Form>
    </section>
  );
}

/** The tick on a result card that adds its cheapest fare to the share form. */
export function ShareTick({ trip, pricingBasis }: { trip: Trip; pricingBasis: PricingBasis }) {
  const cheapest = cheapestPrice(trip, pricingBasis);
  const flight = trip.segments.map((s) => `${s.airline.code} ${s.flightNumber}`).join(", ");
  return (
    <label className="flex min-h-8 items-center gap-2 text-sm">
      <input
        type="checkbox"
        name="share"
        value={cheapest.id}
        form={SHARE_FORM_ID}
        aria-label={`Share ${flight}`}
        className="size-5"
      />
      Share
    </label>
  );
}
