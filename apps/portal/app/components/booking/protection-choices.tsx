import {
  BAGGAGE_LIST_FIELD,
  type BookingPayload,
  formatUsdLimit,
  insurancePlanEntries,
  insurancePlanOrDefault,
  paise,
} from "@wayfare/domain";
import { REVIEW_INTENTS } from "@wayfare/forms";
import {
  type BaggageProtectSelection,
  type InsurancePlanOffer,
  type ProtectionField,
  ProtectionOptions,
  type ProtectionProduct,
} from "@wayfare/ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";

type Answers = Partial<Record<ProtectionField | typeof BAGGAGE_LIST_FIELD, string | string[]>>;

/** The fetcher that prices the answers; the page's pay and block buttons wait for it. */
export const PROTECTION_PRICING = "protection-pricing";

export interface ProtectionChoicesProps {
  booking: BookingPayload;
  /** The last submit's field messages (e.g. 'Please select either Yes or No'). */
  errors?: Partial<Record<ProtectionField, readonly string[]>>;
  /** What was posted last, shown again after a refused submit (covered passengers a list). */
  posted?: Answers;
}

const asAnswer = (value: string | undefined) =>
  value === "yes" ? true : value === "no" ? false : undefined;

/** The answers as a form posts them: each covered passenger its own entry. */
function formDataOf(answers: Answers): FormData {
  const form = new FormData();
  form.set("intent", REVIEW_INTENTS.protection);
  for (const [field, value] of Object.entries(answers)) {
    for (const one of [value ?? []].flat()) form.append(field, one);
  }
  return form;
}

/** The plans the service offers (isio true), with their benefit entries from the domain's catalogue. */
function plansOf(booking: BookingPayload): InsurancePlanOffer[] {
  const items = booking.protection?.offers.tripInsurancePlans ?? [];
  return items
    .filter((item) => item.isio)
    .map((item) => {
      const plan = insurancePlanOrDefault(item.planCode);
      return {
        code: item.planCode,
        name: item.plan,
        price: paise(item.fare.TF),
        sumInsured: formatUsdLimit(plan.sumInsuredUsd),
        entries: insurancePlanEntries(plan),
      };
    });
}

/**
 * The review's cancellation protection, TJ Flex, trip insurance (in the plan chosen) and
 * baggage protect (J§3, J§4, J§5) inside its form: the service's offers, the answers given
 * before or posted last, and with JavaScript each answer priced as it is given, so the fare
 * summary follows (the page's loader runs again after the fetch).
 */
export function ProtectionChoices({ booking, errors, posted: lastPost }: ProtectionChoicesProps) {
  const fetcher = useFetcher<{ toast: string | null }>({ key: PROTECTION_PRICING });
  const { cancellationProtection, tjFlex, tripInsurance, baggageProtect } =
    booking.protection?.offers ?? {};
  const chosen = booking.protection?.chosen;
  const plans = plansOf(booking);
  const answers = useRef<Answers>({});
  // J§4: a failed pricing resets the answers to what the booking was last priced with (the
  // service changed nothing), so what shows is what is charged; the page toasts why.
  const [resets, setResets] = useState(0);
  const failed = fetcher.state === "idle" && fetcher.data?.toast ? fetcher.data : null;
  useEffect(() => {
    if (!failed) return;
    answers.current = {};
    setResets((count) => count + 1);
  }, [failed]);
  const posted = resets === 0 ? lastPost : undefined;
  const postedPlan = typeof posted?.tripInsurancePlan === "string" ? posted.tripInsurancePlan : "";
  // The plan shown chosen: as posted last, as bought, or the one the service offers first.
  const defaultPlan = postedPlan || chosen?.tripInsurancePlan || tripInsurance?.planCode;
  const answerOf = (field: "cancellationProtection" | "tjFlex" | "tripInsurance") =>
    asAnswer(String(posted?.[field])) ?? chosen?.[field];
  const tickOf = (field: "insuranceAgeConfirmed" | "baggageProtect", bought?: boolean) =>
    posted?.[field] !== undefined ? posted[field] !== "false" : bought;
  const price = (next: Answers) => {
    const plan = defaultPlan ? { tripInsurancePlan: defaultPlan } : {};
    answers.current = { ...plan, ...answers.current, ...next };
    fetcher.submit(formDataOf(answers.current), { method: "post" });
  };
  const onChange = (field: ProtectionProduct | "insuranceAgeConfirmed", value: boolean) => {
    const checkbox = field === "insuranceAgeConfirmed";
    price({ [field]: checkbox ? (value ? "on" : "false") : value ? "yes" : "no" });
  };
  const onInsurancePlanChange = (code: string) => price({ tripInsurancePlan: code });
  const onBaggageProtectChange = ({ selected, passengerIds }: BaggageProtectSelection) =>
    price({ baggageProtect: selected ? "on" : "false", baggageProtectPassengers: passengerIds });
  // After a refused post, the list as it was posted (none ticked: nobody).
  const postedCovered = posted?.[BAGGAGE_LIST_FIELD]
    ? [posted.baggageProtectPassengers ?? []].flat()
    : undefined;
  if (!cancellationProtection && !tjFlex && !tripInsurance && !baggageProtect) return null;
  return (
    <ProtectionOptions
      key={resets}
      cancellationProtection={
        cancellationProtection
          ? {
              price: paise(cancellationProtection.total),
              defaultValue: answerOf("cancellationProtection"),
            }
          : undefined
      }
      tjFlex={
        tjFlex ? { price: paise(tjFlex.totalCharges), defaultValue: answerOf("tjFlex") } : undefined
      }
      tripInsurance={
        tripInsurance
          ? {
              price: paise(tripInsurance.fare.TF),
              defaultValue: answerOf("tripInsurance"),
              defaultAgeConfirmed: tickOf("insuranceAgeConfirmed", chosen?.tripInsurance),
              plans,
              defaultPlan,
            }
          : undefined
      }
      baggageProtect={
        baggageProtect
          ? {
              pricePerPassenger: paise(baggageProtect.total / baggageProtect.passengers),
              payout: paise(baggageProtect.payout),
              passengers: booking.passengers.map((passenger, index) => ({
                id: String(index + 1),
                name: `${passenger.title} ${passenger.firstName} ${passenger.lastName}`,
              })),
              defaultSelected: tickOf("baggageProtect", chosen?.baggageProtect),
              defaultPassengerIds: postedCovered ?? chosen?.baggageProtectPassengers,
            }
          : undefined
      }
      errors={errors}
      onChange={onChange}
      onInsurancePlanChange={onInsurancePlanChange}
      onBaggageProtectChange={onBaggageProtectChange}
    />
  );
}
