import { Check } from "lucide-react";
import { nativeFocusRing } from "../../lib/focus-ring";
import {
  stepConnectorVariants,
  stepLabelVariants,
  stepMarkerVariants,
} from "./BookingStepper.variants";

/** The steps of the booking journey before confirmation (J§2 Review: the stepper), in order. */
export const BOOKING_STEPS = ["itinerary", "passengers", "review", "payments"] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];
export type BookingStepStatus = "done" | "current" | "upcoming";

export interface BookingStepperMessages {
  /** The navigation landmark's name. */
  label: string;
  steps: Record<BookingStep, string>;
  /** Spoken after a step's label; the current step is announced by `aria-current="step"`. */
  status: Record<Exclude<BookingStepStatus, "current">, string>;
}

export const defaultBookingStepperMessages: BookingStepperMessages = {
  label: "Booking steps",
  steps: {
    itinerary: "Flight itinerary",
    passengers: "Passenger details",
    review: "Review",
    payments: "Payments",
  },
  status: { done: "completed", upcoming: "not started" },
};

export interface BookingStepperProps {
  /** The step the user is on. Earlier steps are done, later ones upcoming. */
  current: BookingStep;
  /** Where a completed step can be revisited; a done step without an href is plain text. */
  hrefs?: Partial<Record<BookingStep, string>>;
  messages?: Partial<Omit<BookingStepperMessages, "steps">> & {
    steps?: Partial<Record<BookingStep, string>>;
  };
  className?: string;
}

function statusOf(index: number, currentIndex: number): BookingStepStatus {
  if (index < currentIndex) return "done";
  return index === currentIndex ? "current" : "upcoming";
}

/**
 * Where the user is in the booking: a `<nav>` with an ordered list of the four steps, the
 * current one marked `aria-current="step"`, completed ones optionally links back. Below the
 * container's `xl` width (a phone) only the current step's label is visible; the others keep
 * their names for screen readers. A step's content may shrink, so a label that does not fit
 * wraps inside its own step instead of running over the next one.
 */
export function BookingStepper({ current, hrefs, messages, className }: BookingStepperProps) {
  const text = {
    ...defaultBookingStepperMessages,
    ...messages,
    steps: { ...defaultBookingStepperMessages.steps, ...messages?.steps },
  };
  const currentIndex = BOOKING_STEPS.indexOf(current);
  return (
    <nav
      aria-label={text.label}
      data-slot="booking-stepper"
      className={["@container", className].filter(Boolean).join(" ")}
    >
      <ol className="flex items-center gap-1.5 @xl:gap-2">
        {BOOKING_STEPS.map((step, index) => {
          const status = statusOf(index, currentIndex);
          const href = status === "done" ? hrefs?.[step] : undefined;
          const content = (
            <>
              <span aria-hidden="true" className={stepMarkerVariants({ status })}>
                {status === "done" ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              {status === "current" ? (
                <span data-slot="step-label" className={stepLabelVariants({ status })}>
                  {text.steps[step]}
                </span>
              ) : (
                <>
                  <span
                    aria-hidden="true"
                    data-slot="step-label"
                    className={stepLabelVariants({ status })}
                  >
                    {text.steps[step]}
                  </span>
                  <span className="sr-only">{`${text.steps[step]}, ${text.status[status]}`}</span>
                </>
              )}
            </>
          );
          return (
            <li
              key={step}
              data-slot="booking-step"
              data-status={status}
              aria-current={status === "current" ? "step" : undefined}
              // On a phone a step is as wide as its content (the current one's label) and the
              // rest is shared; from `xl` the steps share the width equally. Either way the
              // content may shrink to its longest word, never past the next step.
              className={`flex items-center gap-1.5 @xl:gap-2 ${index > 0 ? "flex-auto @xl:flex-1" : "flex-initial"}`}
            >
              {index > 0 ? (
                <span
                  aria-hidden="true"
                  className={stepConnectorVariants({ status: statusOf(index - 1, currentIndex) })}
                />
              ) : null}
              {href ? (
                <a
                  href={href}
                  className={`flex min-h-11 items-center gap-2 rounded-control text-link underline-offset-4 hover:underline ${nativeFocusRing}`}
                >
                  {content}
                </a>
              ) : (
                <span className="flex min-h-11 items-center gap-2 text-fg">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
