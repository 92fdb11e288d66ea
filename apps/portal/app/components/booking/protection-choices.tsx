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

/**
 * The review's cancellation protection and trip insurance (J§3, J§4, J§5) inside its
 * form: the service's offers, the answers given before or posted last, and with JavaScript
 * each answer priced as it is given, so the fare summary follows (the page's loader runs
 * again after the fetch).
 */
export function ProtectionChoices({ booking, errors, posted }: ProtectionChoicesProps) {
  const fetcher = useFetcher({ key: PROTECTION_PRICING });
  const offers = booking.protection?.offers ?? {};
  const chosen = booking.protection?.chosen;
  const answers = useRef<Answers>({});
  const defaultOf = (field: "cancellationProtection" | "tripInsurance") =>
    asAnswer(posted?.[field]) ?? chosen?.[field];
  const onChange = (field: ProtectionField, value: boolean) => {
    const answer =
      field === "insuranceAgeConfirmed" ? (value ? "on" : "false") : value ? "yes" : "no";
    answers.current = { ...answers.current, [field]: answer };
    fetcher.submit({ intent: REVIEW_INTENTS.protection, ...answers.current }, { method: "post" });
  };
  if (!offers.cancellationProtection && !offers.tripInsurance) return null;
  return (
    <ProtectionOptions
      cancellationProtection={
        offers.cancellationProtection
          ? {
              price: paise(offers.cancellationProtection.total),
              defaultValue: defaultOf("cancellationProtection"),
            }
          : undefined
      }
      tripInsurance={
        offers.tripInsurance
          ? {
              price: paise(offers.tripInsurance.fare.TF),
              defaultValue: defaultOf("tripInsurance"),
              defaultAgeConfirmed:
                posted?.insuranceAgeConfirmed !== undefined
                  ? posted.insuranceAgeConfirmed !== "false"
                  : chosen?.tripInsurance,
            }
          : undefined
      }
      errors={errors}
      onChange={onChange}
    />
  );
}
