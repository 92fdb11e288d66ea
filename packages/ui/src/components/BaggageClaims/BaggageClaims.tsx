import {
  BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH,
  BAGGAGE_CLAIM_REASON_LABELS,
  BAGGAGE_CLAIM_REASONS,
  BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS,
  type BaggageClaim,
  type BookingPayload,
  baggageClaimChoiceValue,
  formatIndiaTime,
  formatMoney,
  paise,
  type Segment,
} from "@wayfare/domain";
import { useId } from "react";
import { TextField as AriaTextField, TextArea } from "react-aria-components";
import {
  FieldDescription,
  FieldErrors,
  FieldLabel,
  hasErrors,
  inputClasses,
} from "../../lib/field";
import { InstantTime } from "../../lib/instant-time";
import { Button } from "../Button/Button";
import { Radio, RadioGroup } from "../RadioGroup/RadioGroup";

/** One passenger and flight that can be claimed for now, and when its window closes (an instant). */
export interface BaggageClaimChoice {
  passengerId: string;
  segmentId: string;
  closesAt: string;
}

export interface BaggageClaimsMessages {
  heading: string;
  /** What baggage protect pays and when a claim can be made. */
  intro: (payout: string, hours: number) => string;
  filedHeading: string;
  claim: (claimId: string) => string;
  passenger: string;
  flight: string;
  reasonTerm: string;
  status: string;
  amount: string;
  amountValue: (amount: string) => string;
  filedAt: string;
  formHeading: string;
  choice: string;
  /** A choice's window end, after the passenger and flight. */
  closes: (when: string) => string;
  reason: string;
  description: string;
  descriptionHint: (limit: number) => string;
  submit: string;
  submitting: string;
  noneOpen: (hours: number) => string;
}

export const defaultBaggageClaimsMessages: BaggageClaimsMessages = {
  heading: "Baggage protect claims",
  intro: (payout, hours) =>
    `Baggage protect pays up to ${payout} per covered passenger for checked-in baggage lost, delayed or damaged on a flight. Claim from the flight's arrival until ${hours} hours after it, once per passenger and flight.`,
  filedHeading: "Claims made",
  claim: (claimId) => `Claim ${claimId}`,
  passenger: "Passenger",
  flight: "Flight",
  reasonTerm: "What happened",
  status: "Status",
  amount: "Pays",
  amountValue: (amount) => `Up to ${amount}`,
  filedAt: "Made on",
  formHeading: "Make a claim",
  choice: "Whose baggage, on which flight",
  closes: (when) => `claims close ${when}`,
  reason: "What happened to the baggage",
  description: "Describe the baggage and what happened",
  descriptionHint: (limit) =>
    `Its colour, size and tags, what was in it, and where it was last seen. Up to ${limit} characters.`,
  submit: "Submit claim",
  submitting: "SUBMITTING",
  noneOpen: (hours) =>
    `No claim can be made now: a claim opens when a flight lands and closes ${hours} hours later.`,
};

export type BaggageClaimsField = "claim" | "reason" | "description";

export interface BaggageClaimsProps {
  booking: Pick<BookingPayload, "passengers" | "tripInfos">;
  /** Paise: what baggage protect pays at most per passenger. */
  payout: number;
  /** The claims made, oldest first. */
  claims: readonly BaggageClaim[];
  /** What can be claimed for now (the domain's `openBaggageClaims`); none: no form. */
  choices: readonly BaggageClaimChoice[];
  /** The values posted, shown again after a refused post. */
  values?: Partial<Record<BaggageClaimsField, string>>;
  /** The server's messages per field, verbatim. */
  errors?: Partial<Record<BaggageClaimsField, readonly string[]>>;
  isPending?: boolean;
  messages?: Partial<BaggageClaimsMessages>;
  className?: string;
}

function flightLabel(segment: Segment | undefined, segmentId: string): string {
  if (!segment) return segmentId;
  const date = segment.arrivalTime.slice(0, 10);
  return `${segment.departureAirport.code} → ${segment.arrivalAirport.code}, ${segment.airline.code} ${segment.flightNumber}, ${date}`;
}

/**
 * Baggage protect's claims (J§9, decision 0060): the claims made, each with its status and
 * what it pays at most, and, while a covered passenger's claim is open on an arrived flight,
 * the fields to make one — whose baggage on which flight (with the window's end), what
 * happened and a description — and the submit button. It goes inside the caller's
 * `<form method="post">`, which posts `claim`, `reason` and `description`; it never
 * validates: the server does, and its messages come back in `errors`.
 */
export function BaggageClaims({
  booking,
  payout,
  claims,
  choices,
  values = {},
  errors = {},
  isPending = false,
  messages,
  className,
}: BaggageClaimsProps) {
  const text = { ...defaultBaggageClaimsMessages, ...messages };
  const headingId = useId();
  const segments = new Map(
    booking.tripInfos.flatMap((trip) => trip.segments).map((segment) => [segment.id, segment]),
  );
  const passengerName = (passengerId: string) => {
    const passenger = booking.passengers[Number(passengerId) - 1];
    return passenger
      ? `${passenger.title} ${passenger.firstName} ${passenger.lastName}`
      : `Passenger ${passengerId}`;
  };
  const flight = (segmentId: string) => flightLabel(segments.get(segmentId), segmentId);
  return (
    <section
      aria-labelledby={headingId}
      data-slot="baggage-claims"
      className={["flex flex-col gap-5", className].filter(Boolean).join(" ")}
    >
      <div className="flex flex-col gap-1">
        <h2 id={headingId} className="text-xl font-semibold">
          {text.heading}
        </h2>
        <p className="max-w-prose text-fg-muted">
          {text.intro(formatMoney(paise(payout)), BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS)}
        </p>
      </div>
      {claims.length > 0 ? (
        <div className="flex flex-col gap-3">
          <h3 className="text-lg font-semibold">{text.filedHeading}</h3>
          <ul className="flex flex-col gap-3">
            {claims.map((claim) => (
              <li
                key={claim.claimId}
                className="rounded-lg border border-subtle bg-surface-raised p-4"
                aria-label={text.claim(claim.claimId)}
              >
                <p className="font-semibold">{text.claim(claim.claimId)}</p>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
                  <dt className="text-fg-muted">{text.passenger}</dt>
                  <dd>{passengerName(claim.passengerId)}</dd>
                  <dt className="text-fg-muted">{text.flight}</dt>
                  <dd>{flight(claim.segmentId)}</dd>
                  <dt className="text-fg-muted">{text.reasonTerm}</dt>
                  <dd>{BAGGAGE_CLAIM_REASON_LABELS[claim.reason]}</dd>
                  <dt className="text-fg-muted">{text.status}</dt>
                  <dd className="font-semibold">{claim.status}</dd>
                  <dt className="text-fg-muted">{text.amount}</dt>
                  <dd>{text.amountValue(formatMoney(paise(claim.amount)))}</dd>
                  <dt className="text-fg-muted">{text.filedAt}</dt>
                  <dd>
                    <InstantTime value={claim.filedAt} />
                  </dd>
                </dl>
                <p className="mt-2 whitespace-pre-line break-words">{claim.description}</p>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {choices.length === 0 ? (
        <p className="text-fg-muted">{text.noneOpen(BAGGAGE_PROTECT_CLAIM_WINDOW_HOURS)}</p>
      ) : (
        <div className="flex flex-col gap-5 rounded-lg border border-subtle bg-surface p-4">
          <h3 className="text-lg font-semibold">{text.formHeading}</h3>
          <RadioGroup
            id="baggage-claim-choice"
            name="claim"
            label={text.choice}
            defaultValue={values.claim}
            errors={errors.claim}
          >
            {choices.map((choice) => {
              const value = baggageClaimChoiceValue(choice);
              return (
                <Radio key={value} value={value}>
                  {passengerName(choice.passengerId)}, {flight(choice.segmentId)}{" "}
                  <span className="text-fg-muted">
                    ({text.closes(formatIndiaTime(choice.closesAt))})
                  </span>
                </Radio>
              );
            })}
          </RadioGroup>
          <RadioGroup
            id="baggage-claim-reason"
            name="reason"
            label={text.reason}
            defaultValue={values.reason}
            errors={errors.reason}
            orientation="horizontal"
          >
            {BAGGAGE_CLAIM_REASONS.map((reason) => (
              <Radio key={reason} value={reason}>
                {BAGGAGE_CLAIM_REASON_LABELS[reason]}
              </Radio>
            ))}
          </RadioGroup>
          <DescriptionField
            label={text.description}
            description={text.descriptionHint(BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH)}
            defaultValue={values.description}
            errors={errors.description}
          />
          <div>
            <Button type="submit" variant="primary" isPending={isPending}>
              {isPending ? text.submitting : text.submit}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** A labelled text area (React Aria `TextField` with a `TextArea`), posted as `description`. */
function DescriptionField({
  label,
  description,
  defaultValue,
  errors,
}: {
  label: string;
  description: string;
  defaultValue?: string;
  errors?: readonly string[];
}) {
  return (
    <AriaTextField
      id="baggage-claim-description"
      name="description"
      defaultValue={defaultValue}
      maxLength={BAGGAGE_CLAIM_DESCRIPTION_MAX_LENGTH}
      isInvalid={hasErrors(errors)}
      validationBehavior="aria"
      className="flex flex-col gap-1.5"
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrors errors={errors ?? []} />
      <TextArea rows={5} className={`${inputClasses} resize-y`} />
    </AriaTextField>
  );
}
