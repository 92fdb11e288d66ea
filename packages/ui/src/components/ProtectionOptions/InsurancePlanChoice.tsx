import {
  formatMoney,
  INSURANCE_CATEGORIES,
  INSURANCE_PROVIDERS,
  type InsuranceBenefitEntry,
  type Paise,
} from "@wayfare/domain";
import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeRadio, NativeRadioGroup } from "../NativeRadioGroup/NativeRadioGroup";

/** The benefits dialog (Radix Dialog) is imported on the first "View all benefits": most never ask. */
const Dialog = lazy(() =>
  import("../Dialog/Dialog").then((module) => ({ default: module.Dialog })),
);

/** One insurance plan as offered (J§3 insurance data: an item with isio true). */
export interface InsurancePlanOffer {
  code: string;
  name: string;
  /** What it costs for the whole booking. */
  price: Paise;
  /** The plan's sum insured, as written ("$50,000"). */
  sumInsured: string;
  /** Its J§3 benefit entries: BANNER ones show beside the plan, POPUP ones in the list. */
  entries: readonly InsuranceBenefitEntry[];
}

export interface InsurancePlanMessages {
  /** Names the plans' radio group. */
  label: string;
  /** The option's second line: `("₹112.10", "$25,000")`. */
  planDetails: (price: string, sumInsured: string) => string;
  /** Names a plan's list of highlight cards. */
  highlights: (plan: string) => string;
  /** The button (with JavaScript) and the disclosure (without) that show every benefit. */
  viewAll: string;
  /** The dialog's title, and each plan's heading in the disclosure. */
  benefitsOf: (plan: string) => string;
  upTo: (sumInsured: string) => string;
  /** The provider's name by its code (J§3's three providers). */
  provider: (code: InsuranceBenefitEntry["provider"]) => string;
  close: string;
}

const PROVIDER_LABELS = Object.fromEntries(
  INSURANCE_PROVIDERS.map((provider) => [provider.code, provider.label]),
) as Record<InsuranceBenefitEntry["provider"], string>;

export const defaultInsurancePlanMessages: InsurancePlanMessages = {
  label: "Insurance plan",
  planDetails: (price, sumInsured) => `${price}, sum insured ${sumInsured}`,
  highlights: (plan) => `Highlights of ${plan}`,
  viewAll: "View all benefits",
  benefitsOf: (plan) => `Benefits of ${plan}`,
  upTo: (sumInsured) => `Up to ${sumInsured}`,
  provider: (code) => PROVIDER_LABELS[code],
  close: "Close",
};

/** The BANNER entries of a plan, as highlight cards beside it. */
function Highlights({ plan, text }: { plan: InsurancePlanOffer; text: InsurancePlanMessages }) {
  const banners = plan.entries.filter((entry) => entry.displayMode === "BANNER");
  if (banners.length === 0) return null;
  return (
    <ul
      aria-label={text.highlights(plan.name)}
      className="grid gap-2 pb-2 pl-9 text-sm sm:grid-cols-2 lg:grid-cols-4"
    >
      {banners.map((entry) => (
        <li
          key={entry.name}
          className="flex flex-col gap-0.5 rounded-md border-l-4 border-info-border bg-info-surface p-2 text-on-info-surface"
        >
          <span className="font-semibold">{entry.name}</span>
          {entry.description ? <span>{entry.description}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** A plan's POPUP entries grouped by category (J§9's order), each with its limit and provider. */
export function BenefitList({
  plan,
  text,
  headingLevel,
}: {
  plan: InsurancePlanOffer;
  text: InsurancePlanMessages;
  headingLevel: 3 | 4 | 5;
}) {
  const Heading = `h${headingLevel}` as const;
  const popups = plan.entries.filter((entry) => entry.displayMode === "POPUP");
  return (
    <div className="flex flex-col gap-4">
      {INSURANCE_CATEGORIES.map((category) => {
        const entries = popups.filter((entry) => entry.ic === category);
        if (entries.length === 0) return null;
        return (
          <section key={category} className="flex flex-col gap-1">
            <Heading className="text-base font-semibold">{category}</Heading>
            <ul className="flex flex-col divide-y divide-subtle text-sm">
              {entries.map((entry) => (
                <li key={entry.name} className="flex flex-col gap-0.5 py-2">
                  <span className="font-semibold">
                    {entry.name}
                    {entry.sumInsured ? `: ${text.upTo(entry.sumInsured)}` : ""}
                  </span>
                  {entry.description ? <span>{entry.description}</span> : null}
                  <span className="text-fg-muted">{text.provider(entry.provider)}</span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

interface InsurancePlanChoiceProps {
  plans: readonly InsurancePlanOffer[];
  /** The plan chosen (controlled by ProtectionOptions, which prices "Yes" with it). */
  value: string;
  onChange: (code: string) => void;
  /** Shown with JavaScript once insurance is Yes; always without JavaScript. */
  showPlans: boolean;
  /** With JavaScript: a dialog for the chosen plan; without: a disclosure with every plan. */
  scripted: boolean;
  errors?: readonly string[];
  headingLevel: 2 | 3;
  text: InsurancePlanMessages;
}

/**
 * The insurance plans (a radio group "Insurance plan" posting `tripInsurancePlan`), each with
 * its price, sum insured and BANNER entries as highlight cards; and every POPUP entry behind
 * "View all benefits": a dialog with JavaScript, a `<details>` without it.
 */
export function InsurancePlanChoice({
  plans,
  value,
  onChange,
  showPlans,
  scripted,
  errors,
  headingLevel,
  text,
}: InsurancePlanChoiceProps) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  const chosen = plans.find((plan) => plan.code === value) ?? plans[0];
  const fallbackId = useId();
  const Sub = `h${headingLevel + 1}` as "h3" | "h4";
  return (
    <>
      {showPlans ? (
        <NativeRadioGroup
          name="tripInsurancePlan"
          label={text.label}
          value={value}
          onChange={onChange}
          errors={errors}
        >
          {plans.map((plan) => (
            <div key={plan.code} className="flex flex-col">
              <NativeRadio value={plan.code}>
                <span className="flex flex-col">
                  <span className="font-semibold">{plan.name}</span>{" "}
                  <span className="text-sm">
                    {text.planDetails(formatMoney(plan.price), plan.sumInsured)}
                  </span>
                </span>
              </NativeRadio>
              <Highlights plan={plan} text={text} />
            </div>
          ))}
        </NativeRadioGroup>
      ) : null}
      {scripted && chosen ? (
        <>
          <NativeButton
            variant="secondary"
            className="w-fit"
            onClick={() => {
              setAsked(true);
              setOpen(true);
            }}
          >
            {text.viewAll}
          </NativeButton>
          {asked ? (
            <Suspense fallback={null}>
              <Dialog
                isOpen={open}
                onOpenChange={setOpen}
                title={text.benefitsOf(chosen.name)}
                closeLabel={text.close}
                size="lg"
                focusableBody
              >
                <BenefitList plan={chosen} text={text} headingLevel={3} />
              </Dialog>
            </Suspense>
          ) : null}
        </>
      ) : null}
      {!scripted ? (
        <details className="group" data-slot="insurance-benefits">
          <summary
            className={`flex min-h-11 w-fit cursor-pointer list-none items-center gap-1 rounded-control font-semibold text-link [&::-webkit-details-marker]:hidden ${nativeFocusRing}`}
          >
            {text.viewAll}
            <ChevronDown aria-hidden="true" className="size-4 group-open:rotate-180" />
          </summary>
          <div className="flex flex-col gap-6 pt-2">
            {plans.map((plan) => (
              <section
                key={plan.code}
                aria-labelledby={`${fallbackId}-${plan.code}`}
                className="flex flex-col gap-2"
              >
                <Sub id={`${fallbackId}-${plan.code}`} className="text-lg font-semibold">
                  {text.benefitsOf(plan.name)}
                </Sub>
                <BenefitList plan={plan} text={text} headingLevel={(headingLevel + 2) as 4 | 5} />
              </section>
            ))}
          </div>
        </details>
      ) : null}
    </>
  );
}
