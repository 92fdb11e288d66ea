import {
  BAGGAGE_LIST_FIELD,
  baggageProtectPassengersError,
  choiceCheckboxSchema,
  INSURANCE_PLAN_REQUIRED,
  PASSENGER_MESSAGES,
  passengerIdSchema,
  plainText,
  yesNoSchema,
} from "@wayfare/domain";
import { z } from "zod";
import { REVIEW_INTENTS } from "./review-intents";

export { REVIEW_INTENTS };

/** Which protection products the booking offers: each offered one needs a Yes or a No. */
export interface ReviewOffers {
  cancellationProtection: boolean;
  tjFlex: boolean;
  tripInsurance: boolean;
}

const notOffered = z
  .unknown()
  .optional()
  .transform(() => false);
const answer = (offered: boolean) => (offered ? yesNoSchema : notOffered);

/** The passengers ticked for baggage protect, one entry each. */
const baggagePassengersSchema = z
  .union([z.array(passengerIdSchema), passengerIdSchema])
  .optional()
  .transform((posted) => (posted === undefined ? undefined : [posted].flat()));

/** The insurance plan's code; whether it is one these travellers may buy is the service's to say (2504). */
const insurancePlanSchema = plainText()
  .max(40)
  .optional()
  .transform((code) => code || undefined);

/**
 * The list of passengers posts `baggageProtectListed` whenever it is shown, so none ticked
 * (nobody) differs from no list at all (one passenger: everyone).
 */
function withCoveredPassengers<
  Form extends { baggageProtectListed: boolean; baggageProtectPassengers?: string[] },
>({ baggageProtectListed, ...form }: Form) {
  const listed = baggageProtectListed ? (form.baggageProtectPassengers ?? []) : undefined;
  return { ...form, baggageProtectPassengers: listed ?? form.baggageProtectPassengers };
}

/**
 * Insurance needs a plan ('Please choose an insurance plan.', our words) and every traveller
 * within the insurer's age limits and its terms (J§5); baggage protect needs someone to cover.
 */
function productsConfirmed(
  value: {
    tripInsurance: boolean;
    tripInsurancePlan?: string | undefined;
    insuranceAgeConfirmed: boolean;
    baggageProtect: boolean;
    baggageProtectPassengers?: string[];
  },
  context: z.RefinementCtx,
) {
  if (value.tripInsurance && !value.tripInsurancePlan) {
    context.addIssue({
      code: "custom",
      path: ["tripInsurancePlan"],
      message: INSURANCE_PLAN_REQUIRED,
    });
  }
  if (value.tripInsurance && !value.insuranceAgeConfirmed) {
    context.addIssue({
      code: "custom",
      path: ["insuranceAgeConfirmed"],
      message: PASSENGER_MESSAGES.termsNotConfirmed,
    });
  }
  const nobody = baggageProtectPassengersError(
    value.baggageProtect,
    value.baggageProtectPassengers,
  );
  if (nobody)
    context.addIssue({ code: "custom", path: ["baggageProtectPassengers"], message: nobody });
}

/**
 * The review step's submit (J§2 Review), each button only with the terms ticked
 * ('Please confirm with the T&C* to proceed.', the domain's insurance-terms message: the
 * spec gives the review's checkbox none of its own) and a Yes or No for each protection
 * product offered ('Please select either Yes or No'). A post without a known button pays.
 */
export function reviewFormSchema(offers: ReviewOffers) {
  return z
    .object({
      intent: z.enum([REVIEW_INTENTS.pay, REVIEW_INTENTS.hold]).catch(REVIEW_INTENTS.pay),
      /** The total the page showed (paise): paying waits until it is the total charged. */
      shownTotal: z.coerce.number().int().nonnegative().optional(),
      termsAccepted: choiceCheckboxSchema.refine(Boolean, PASSENGER_MESSAGES.termsNotConfirmed),
      cancellationProtection: answer(offers.cancellationProtection),
      tjFlex: answer(offers.tjFlex),
      tripInsurance: answer(offers.tripInsurance),
      tripInsurancePlan: insurancePlanSchema,
      insuranceAgeConfirmed: choiceCheckboxSchema,
      baggageProtect: choiceCheckboxSchema,
      baggageProtectPassengers: baggagePassengersSchema,
      [BAGGAGE_LIST_FIELD]: choiceCheckboxSchema,
    })
    .transform(withCoveredPassengers)
    .superRefine(productsConfirmed);
}

/**
 * With JavaScript, each answer is priced as it is given (J§4 "toggling fetches fees"): the
 * answers so far, unanswered as No, insurance only once its confirmation is ticked and a
 * plan chosen.
 */
export const protectionPreviewSchema = z
  .object({
    cancellationProtection: z.enum(["yes", "no"]).optional(),
    tjFlex: z.enum(["yes", "no"]).optional(),
    tripInsurance: z.enum(["yes", "no"]).optional(),
    tripInsurancePlan: insurancePlanSchema,
    insuranceAgeConfirmed: choiceCheckboxSchema,
    baggageProtect: choiceCheckboxSchema,
    baggageProtectPassengers: baggagePassengersSchema,
    [BAGGAGE_LIST_FIELD]: choiceCheckboxSchema,
  })
  .transform(withCoveredPassengers)
  .transform((form) => ({
    cancellationProtection: form.cancellationProtection === "yes",
    tjFlex: form.tjFlex === "yes",
    tripInsurance:
      form.tripInsurance === "yes" &&
      form.insuranceAgeConfirmed &&
      form.tripInsurancePlan !== undefined,
    ...(form.tripInsurancePlan ? { tripInsurancePlan: form.tripInsurancePlan } : {}),
    insuranceAgeConfirmed: form.insuranceAgeConfirmed,
    baggageProtect: form.baggageProtect && form.baggageProtectPassengers?.length !== 0,
    ...(form.baggageProtectPassengers?.length
      ? { baggageProtectPassengers: form.baggageProtectPassengers }
      : {}),
  }));
