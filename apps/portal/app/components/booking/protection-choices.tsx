import { type BookingPayload, paise } from "@wayfare/domain";
import { REVIEW_INTENTS } from "@wayfare/forms";
import { type ProtectionField, ProtectionOptions } from "@wayfare/ui";
import { useRef } from "react";
import { useFetcher } from "react-router";

type Answers = Partial<Record<ProtectionField, string>>;

/** The fetcher that prices the answers; the page's pay and block buttons wait for it. */
export const PROTECTION_PRICING = "protection-pricing";

export interface ProtectionChoicesProps {
  booking: BookingPayload;
  /** The last submit's field messages (e.g. 'Please select either Yes or No'). */
  errors?: Partial<Record<ProtectionField, readonly string[]>>;
  /** What was posted last, shown again after a refused submit. */
  posted?: Answers;
}

const asAnswer = (value: string | undefined) =>
  value === "yes" ? true : value === "no" ? false : undefined;

const isCheckbox = (field: ProtectionField) =>
  field === "insuranceAgeConfirmed" || field === "baggageProtect";

/**
 * The review's cancellation protection, TJ Flex, trip insurance and baggage protect (J§3,
 * J§4, J§5) inside its form: the service's offers, the answers given before or posted last,
 * and with JavaScript each answer priced as it is given, so the fare summary follows (the
 * page's loader runs again after the fetch).
 */
export function ProtectionChoices({ booking, errors, posted }: ProtectionChoicesProps) {
  const fetcher = useFetcher({ key: PROTECTION_PRICING });
  const { cancellationProtection, tjFlex, tripInsurance, baggageProtect } =
    booking.protection?.offers ?? {};
  const chosen = booking.protection?.chosen;
  const answers = useRef<Answers>({});
  const answerOf = (field: "cancellationProtection" | "tjFlex" | "tripInsurance") =>
    asAnswer(posted?.[field]) ?? chosen?.[field];
  const tickOf = (field: "insuranceAgeConfirmed" | "baggageProtect", bought?: boolean) =>
    posted?.[field] !== undefined ? posted[field] !== "false" : bought;
  const onChange = (field: ProtectionField, value: boolean) => {
    const answer = isCheckbox(field) ? (value ? "on" : "false") : value ? "yes" : "no";
    answers.current = { ...answers.current, [field]: answer };
    fetcher.submit({ intent: REVIEW_INTENTS.protection, ...answers.current }, { method: "post" });
  };
  if (!cancellationProtection && !tjFlex && !tripInsurance && !baggageProtect) return null;
  return (
    <ProtectionOptions
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
            }
          : undefined
      }
      baggageProtect={
        baggageProtect
          ? {
              price: paise(baggageProtect.total),
              payout: paise(baggageProtect.payout),
              defaultSelected: tickOf("baggageProtect", chosen?.baggageProtect),
            }
          : undefined
      }
      errors={errors}
      onChange={onChange}
    />
  );
}
