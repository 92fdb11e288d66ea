import {
  formatMoney,
  formatUsdLimit,
  INSURANCE_BENEFITS,
  INSURANCE_HEADLINES,
  type Paise,
} from "@wayfare/domain";
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { Checkbox } from "../Checkbox/Checkbox";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";
import {
  BaggageProtectChoice,
  type BaggageProtectMessages,
  type BaggageProtectOffer,
  type BaggageProtectSelection,
} from "./BaggageProtectChoice";

/** The protection products answered Yes or No (J§5: 'Please select either Yes or No'). */
export type ProtectionProduct = "cancellationProtection" | "tjFlex" | "tripInsurance";

/** Every posted field, also the keys of `errors`. */
export type ProtectionField =
  | ProtectionProduct
  | "baggageProtect"
  | "baggageProtectPassengers"
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
  benefits: string;
  benefitsCaption: string;
  benefitColumns: { name: string; limit: string; condition: string };
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
  benefits: "What the insurance covers",
  benefitsCaption: "Insurance benefits (upper limits)",
  benefitColumns: { name: "Benefit", limit: "Up to", condition: "Deductible / condition" },
  ageConfirmation:
    "I confirm every traveller is within the insurer's age limits and accept the terms and conditions.",
};

export interface ProtectionOptionsProps {
  /** Each product shows only when offered. */
  cancellationProtection?: ProtectionOffer;
  tjFlex?: ProtectionOffer;
  tripInsurance?: ProtectionOffer & { defaultAgeConfirmed?: boolean };
  baggageProtect?: BaggageProtectOffer;
  /** The server's messages per field, verbatim. */
  errors?: Partial<Record<ProtectionField, readonly string[]>>;
  /** With JavaScript, called on every answer (e.g. to fetch fees, J§4). */
  onChange?: (field: ProtectionProduct | "insuranceAgeConfirmed", value: boolean) => void;
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
 * its own name; baggage protect a checkbox with the passengers it covers; the insurance's benefits table in a disclosure
 * and, once insurance is chosen, the age and terms confirmation.
 */
export function ProtectionOptions({
  cancellationProtection,
  tjFlex,
  tripInsurance,
  baggageProtect,
  errors,
  onChange,
  onBaggageProtectChange,
  headingLevel = 2,
  messages,
  className,
}: ProtectionOptionsProps) {
  const text = { ...defaultProtectionOptionsMessages, ...messages };
  const products = { ...defaultProtectionOptionsMessages.products, ...messages?.products };
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [insured, setInsured] = useState(tripInsurance?.defaultValue === true);
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
            <RadioGroup
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
              <Radio value="yes">{text.yes(formatMoney(offer.price))}</Radio>
              <Radio value="no">{text.no}</Radio>
            </RadioGroup>
            {product === "tripInsurance" ? (
              <>
                <InsuranceBenefits text={text} />
                {insured ? (
                  <Checkbox
                    name="insuranceAgeConfirmed"
                    label={text.ageConfirmation}
                    defaultSelected={tripInsurance?.defaultAgeConfirmed}
                    errors={errors?.insuranceAgeConfirmed}
                    onChange={(value) => onChange?.("insuranceAgeConfirmed", value)}
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

function InsuranceBenefits({ text }: { text: ProtectionOptionsMessages }) {
  return (
    <details className="group">
      <summary
        className={`flex min-h-11 w-fit cursor-pointer list-none items-center gap-1 rounded-control font-semibold text-link [&::-webkit-details-marker]:hidden ${nativeFocusRing}`}
      >
        {text.benefits}
        <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
      </summary>
      <ul className="my-2 flex list-disc flex-col gap-1 pl-5 text-sm">
        {INSURANCE_HEADLINES.map((headline) => (
          <li key={headline}>{headline}</li>
        ))}
      </ul>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{text.benefitsCaption}</caption>
          <thead>
            <tr className="border-b border-subtle">
              <th scope="col" className="py-2 pr-4 font-semibold">
                {text.benefitColumns.name}
              </th>
              <th scope="col" className="py-2 pr-4 text-right font-semibold">
                {text.benefitColumns.limit}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {text.benefitColumns.condition}
              </th>
            </tr>
          </thead>
          <tbody>
            {INSURANCE_BENEFITS.map((benefit) => (
              <tr key={benefit.name} className="border-b border-subtle">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {benefit.name}
                </th>
                <td className="py-2 pr-4 text-right tabular-nums">
                  {formatUsdLimit(benefit.limitUsd)}
                </td>
                <td className="py-2">{"condition" in benefit ? benefit.condition : "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
