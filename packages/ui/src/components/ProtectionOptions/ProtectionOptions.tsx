import { formatMoney, type Paise } from "@wayfare/domain";
import { useId, useState } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import { NativeCheckbox } from "../NativeCheckbox/NativeCheckbox";
import { NativeRadio, NativeRadioGroup } from "../NativeRadioGroup/NativeRadioGroup";
import {
  BaggageProtectChoice,
  type BaggageProtectMessages,
  type BaggageProtectOffer,
  type BaggageProtectSelection,
} from "./BaggageProtectChoice";
import {
  defaultInsurancePlanMessages,
  InsurancePlanChoice,
  type InsurancePlanMessages,
  type InsurancePlanOffer,
} from "./InsurancePlanChoice";

export type { InsurancePlanMessages, InsurancePlanOffer };

/** The protection products answered Yes or No (J§5: 'Please select either Yes or No'). */
export type ProtectionProduct = "cancellationProtection" | "tjFlex" | "tripInsurance";

/** Every posted field, also the keys of `errors`. */
export type ProtectionField =
  | ProtectionProduct
  | "baggageProtect"
  | "baggageProtectPassengers"
  | "tripInsurancePlan"
  | "insuranceAgeConfirmed";

export interface ProtectionOffer {
  /** What it costs for the whole booking. */
  price: Paise;
  /** The answer sent back after a round trip; left out, nothing is chosen. */
  defaultValue?: boolean;
}

export interface ProtectionOptionsMessages {
  title: string;
  products: Record<ProtectionProduct, { title: string; description: string }>;
  yes: (price: string) => string;
  no: string;
  baggageProtect: BaggageProtectMessages;
  insurancePlan: InsurancePlanMessages;
  ageConfirmation: string;
}

export const defaultProtectionOptionsMessages: ProtectionOptionsMessages = {
  title: "Protect your trip",
  products: {
    cancellationProtection: {
      title: "Cancellation protection",
      description: "Get your booking amount back if you cancel, whatever the airline's rules.",
    },
    tjFlex: {
      title: "TJ Flex",
      description: "Cancel without paying the airline's cancellation penalty.",
    },
    tripInsurance: {
      title: "Trip insurance",
      description: "Medical, baggage and travel cover for the whole trip.",
    },
  },
  yes: (price) => `Yes, add it for ${price}`,
  no: "No, thanks",
  baggageProtect: {
    title: "Baggage protect",
    description: (payout) =>
      `Up to ${payout} per passenger if checked-in baggage is lost or delayed.`,
    perPassenger: (price) => `${price} for each passenger covered.`,
    passengers: "Whose baggage to protect",
  },
  insurancePlan: defaultInsurancePlanMessages,
  ageConfirmation:
    "I confirm every traveller is within the insurer's age limits and accept the terms and conditions.",
};

export interface ProtectionOptionsProps {
  /** Each product shows only when offered. */
  cancellationProtection?: ProtectionOffer;
  tjFlex?: ProtectionOffer;
  /**
   * With `plans` (J§3 insurance items available to these travellers), "Yes" is priced with
   * the plan chosen, `defaultPlan` or else the first.
   */
  tripInsurance?: ProtectionOffer & {
    defaultAgeConfirmed?: boolean;
    plans?: readonly InsurancePlanOffer[];
    defaultPlan?: string;
  };
  baggageProtect?: BaggageProtectOffer;
  /** The server's messages per field, verbatim. */
  errors?: Partial<Record<ProtectionField, readonly string[]>>;
  /** With JavaScript, called on every answer (e.g. to fetch fees, J§4). */
  onChange?: (field: ProtectionProduct | "insuranceAgeConfirmed", value: boolean) => void;
  /** With JavaScript, called as another insurance plan is chosen. */
  onInsurancePlanChange?: (code: string) => void;
  /** With JavaScript, called as baggage protect or its passengers change. */
  onBaggageProtectChange?: (selection: BaggageProtectSelection) => void;
  /** Level of the section's heading; each product's question is its group's label. */
  headingLevel?: 2 | 3;
  messages?: Partial<ProtectionOptionsMessages>;
  className?: string;
}

const yesNo = (value: boolean | undefined) =>
  value === undefined ? undefined : value ? "yes" : "no";

/**
 * The protection products of the add-ons step (J§3, J§4, J§9): cancellation protection, TJ
 * Flex and trip insurance, each a required Yes/No radio group posting `yes` or `no` under
 * its own name; baggage protect a checkbox with the passengers it covers; trip insurance's
 * plans (once it is Yes; always without JavaScript) with their BANNER entries, its POPUP
 * entries behind "View all benefits", and, once insurance is chosen, the age and terms
 * confirmation. Native controls throughout (`NativeRadioGroup`, `NativeCheckbox`,
 * `NativeButton`), so the review page downloads no React Aria (decision 0046).
 */
export function ProtectionOptions({
  cancellationProtection,
  tjFlex,
  tripInsurance,
  baggageProtect,
  errors,
  onChange,
  onBaggageProtectChange,
  onInsurancePlanChange,
  headingLevel = 2,
  messages,
  className,
}: ProtectionOptionsProps) {
  const scripted = useIsHydrated();
  const text = { ...defaultProtectionOptionsMessages, ...messages };
  const products = { ...defaultProtectionOptionsMessages.products, ...messages?.products };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [insured, setInsured] = useState(tripInsurance?.defaultValue === true);
  const plans = tripInsurance?.plans ?? [];
  const [planCode, setPlanCode] = useState(
    plans.find((plan) => plan.code === tripInsurance?.defaultPlan)?.code ?? plans[0]?.code ?? "",
  );
  const planText = { ...defaultInsurancePlanMessages, ...messages?.insurancePlan };
  const priceOf = (product: ProtectionProduct, offer: ProtectionOffer) =>
    product === "tripInsurance"
      ? (plans.find((plan) => plan.code === planCode)?.price ?? offer.price)
      : offer.price;
  const offers: [ProtectionProduct, ProtectionOffer | undefined][] = [
    ["cancellationProtection", cancellationProtection],
    ["tjFlex", tjFlex],
    ["tripInsurance", tripInsurance],
  ];
  return (
    <section
      aria-labelledby={headingId}
      data-slot="protection-options"
      className={["flex flex-col gap-4 text-fg", className].filter(Boolean).join(" ")}
    >
      <Heading id={headingId} className="text-lg font-semibold">
        {text.title}
      </Heading>
      {offers.map(([product, offer]) =>
        offer ? (
          <div
            key={product}
            className="flex flex-col gap-2 rounded-lg border border-subtle bg-surface-raised p-4"
          >
            <NativeRadioGroup
              name={product}
              label={products[product].title}
              description={products[product].description}
              errors={errors?.[product]}
              defaultValue={yesNo(offer.defaultValue)}
              orientation="horizontal"
              onChange={(value) => {
                if (product === "tripInsurance") setInsured(value === "yes");
                onChange?.(product, value === "yes");
              }}
            >
              <NativeRadio value="yes">
                {text.yes(formatMoney(priceOf(product, offer)))}
              </NativeRadio>
              <NativeRadio value="no">{text.no}</NativeRadio>
            </NativeRadioGroup>
            {product === "tripInsurance" ? (
              <>
                {plans.length > 0 ? (
                  <InsurancePlanChoice
                    plans={plans}
                    value={planCode}
                    onChange={(code) => {
                      setPlanCode(code);
                      onInsurancePlanChange?.(code);
                    }}
                    showPlans={insured || !scripted}
                    scripted={scripted}
                    errors={errors?.tripInsurancePlan}
                    headingLevel={headingLevel}
                    text={planText}
                  />
                ) : null}
                {insured ? (
                  <NativeCheckbox
                    name="insuranceAgeConfirmed"
                    label={text.ageConfirmation}
                    defaultChecked={tripInsurance?.defaultAgeConfirmed}
                    errors={errors?.insuranceAgeConfirmed}
                    onChange={(event) => onChange?.("insuranceAgeConfirmed", event.target.checked)}
                  />
                ) : null}
              </>
            ) : null}
          </div>
        ) : null,
      )}
      {baggageProtect ? (
        <BaggageProtectChoice
          offer={baggageProtect}
          text={{ ...defaultProtectionOptionsMessages.baggageProtect, ...messages?.baggageProtect }}
          errors={[...(errors?.baggageProtect ?? []), ...(errors?.baggageProtectPassengers ?? [])]}
          onChange={onBaggageProtectChange}
        />
      ) : null}
    </section>
  );
}
