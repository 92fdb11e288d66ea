import { COACH_TOUR_DISMISS_INTENT } from "@wayfare/domain";
import { X } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { buttonVariants, nativeButtonStates } from "../Button/Button.variants";
import { NativeButton } from "../NativeButton/NativeButton";
import { MAIN_CONTENT_ID } from "../SkipLink/SkipLink";

export interface CoachTourStep {
  title: string;
  body: string;
}

export const defaultCoachTourSteps: readonly CoachTourStep[] = [
  {
    title: "Search flights",
    body: "Choose where from, where to, the dates and travellers, then Search.",
  },
  {
    title: "Pick up where you left off",
    body: "Your recent searches and upcoming trips are listed under the form.",
  },
  {
    title: "Your bookings and notifications",
    body: "Find your bookings, wallet and notifications in the menu at the top.",
  },
];

export const defaultCoachTourMessages = {
  heading: "Welcome to Wayfare",
  intro: "New here? A short tour shows you around the search page.",
  start: "Start tour",
  stepOf: (step: number, count: number) => `Step ${step} of ${count}`,
  back: "Back",
  next: "Next",
  done: "Done",
  close: "Close tour",
};

export interface CoachTourProps {
  steps?: readonly CoachTourStep[];
  /** Where the close form posts without JavaScript; it sends `intent=dismiss-tour` and `next`. */
  dismissAction: string;
  /** The page to come back to after dismissing. */
  next: string;
  /** With JavaScript: called instead of posting the form (the tour hides at once). */
  onDismiss?: () => void;
  messages?: Partial<typeof defaultCoachTourMessages>;
}

/**
 * The first-visit coach tour (J§2). It comes as a short panel with "Start tour"; started, it
 * is a non-modal dialog: focus moves to its heading, Tab leaves it for the page, Escape or
 * the close button dismisses it, and each step change is announced by a polite live region.
 * Before JavaScript (server-rendered, or none) "Start tour" is a native disclosure of every
 * step, drawn as the button it becomes (the panel keeps its height when the page hydrates),
 * and the close button posts a form.
 */
export function CoachTour({
  steps = defaultCoachTourSteps,
  dismissAction,
  next,
  onDismiss,
  messages,
}: CoachTourProps) {
  const text = { ...defaultCoachTourMessages, ...messages };
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [hydrated, setHydrated] = useState(false);
  const [index, setIndex] = useState<number>();
  const [dismissed, setDismissed] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => setHydrated(true), []);
  // Focus moves in when the user opens the tour, never on page load (the skip link stays first).
  useEffect(() => {
    if (index === 0) headingRef.current?.focus();
  }, [index]);

  if (dismissed) return null;

  /** Hides the tour through `onDismiss`; without it, posts the close form. */
  const dismiss = () => {
    if (!onDismiss) {
      formRef.current?.requestSubmit();
      return;
    }
    onDismiss();
    setDismissed(true);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    dismiss();
  };

  const step = index === undefined ? undefined : steps[index];
  const last = index === steps.length - 1;
  return (
    <section
      role={step ? "dialog" : undefined}
      aria-labelledby={headingId}
      data-slot="coach-tour"
      onKeyDown={onKeyDown}
      className="relative mb-6 flex flex-col gap-3 rounded-lg border border-info-border bg-info-surface p-4 pe-14 text-on-info-surface"
    >
      <h2
        id={headingId}
        ref={headingRef}
        tabIndex={-1}
        className={`rounded-sm text-lg font-semibold ${nativeFocusRing}`}
      >
        {text.heading}
      </h2>
      {index !== undefined && step ? (
        <>
          <p aria-live="polite" className="text-sm">
            {text.stepOf(index + 1, steps.length)}: <strong>{step.title}</strong>
          </p>
          <p>{step.body}</p>
          <div className="flex flex-wrap gap-2">
            {index > 0 ? (
              <NativeButton variant="secondary" size="sm" onClick={() => setIndex(index - 1)}>
                {text.back}
              </NativeButton>
            ) : null}
            {last ? (
              <NativeButton size="sm" onClick={dismiss}>
                {text.done}
              </NativeButton>
            ) : (
              <NativeButton size="sm" onClick={() => setIndex(index + 1)}>
                {text.next}
              </NativeButton>
            )}
          </div>
        </>
      ) : (
        <>
          <p>{text.intro}</p>
          {hydrated ? (
            <NativeButton size="sm" className="self-start" onClick={() => setIndex(0)}>
              {text.start}
            </NativeButton>
          ) : (
            <details className="self-start">
              <summary
                className={buttonVariants({
                  size: "sm",
                  focus: "native",
                  className: `${nativeButtonStates.primary} cursor-pointer list-none [&::-webkit-details-marker]:hidden`,
                })}
              >
                {text.start}
              </summary>
              <ol className="mt-3 list-decimal ps-6">
                {steps.map((item) => (
                  <li key={item.title}>
                    <strong>{item.title}</strong>: {item.body}
                  </li>
                ))}
              </ol>
            </details>
          )}
        </>
      )}
      <form
        ref={formRef}
        method="post"
        action={dismissAction}
        className="absolute end-2 top-2"
        onSubmit={(event) => {
          if (!onDismiss) return;
          event.preventDefault();
          dismiss();
        }}
      >
        <input type="hidden" name="intent" value={COACH_TOUR_DISMISS_INTENT} />
        <input type="hidden" name="next" value={next} />
        <NativeButton type="submit" variant="secondary" size="sm" aria-label={text.close}>
          <X aria-hidden="true" className="size-4" />
        </NativeButton>
      </form>
    </section>
  );
}
