import { BellRing } from "lucide-react";
import { nativeFocusRing } from "../../lib/focus-ring";
import { NativeButton } from "../NativeButton/NativeButton";

export const defaultSubscribeNudgeMessages = {
  label: "Subscribe to notifications",
  text: "Hear about your bookings as they change.",
  subscribe: "Choose what to hear about",
  dismiss: "No thanks",
};

export interface SubscribeNudgeProps {
  /** The notifications page, where the subscribe prompt is. */
  subscribeHref: string;
  /** Where the dismiss form posts; it sends `intent=dismiss-nudge` and `next`. */
  dismissAction: string;
  /** The page to come back to after dismissing. */
  next: string;
  messages?: Partial<typeof defaultSubscribeNudgeMessages>;
}

/**
 * The subscribe nudge (J§9: shown at most once per 10 seconds, the service decides): a
 * short band with a link to the subscribe prompt and a form that dismisses it for good. It
 * is not a live region: it comes with the page, and a screen reader finds it as a region.
 */
export function SubscribeNudge({
  subscribeHref,
  dismissAction,
  next,
  messages,
}: SubscribeNudgeProps) {
  const text = { ...defaultSubscribeNudgeMessages, ...messages };
  return (
    <section
      aria-label={text.label}
      data-slot="subscribe-nudge"
      className="mb-6 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-info-border bg-info-surface p-3 text-on-info-surface"
    >
      <BellRing aria-hidden="true" className="size-5 shrink-0" />
      <p className="flex-1">{text.text}</p>
      <a
        href={subscribeHref}
        className={`inline-flex min-h-11 items-center rounded-sm font-medium underline underline-offset-2 hover:no-underline ${nativeFocusRing}`}
      >
        {text.subscribe}
      </a>
      <form method="post" action={dismissAction}>
        <input type="hidden" name="intent" value="dismiss-nudge" />
        <input type="hidden" name="next" value={next} />
        <NativeButton type="submit" variant="secondary" size="sm">
          {text.dismiss}
        </NativeButton>
      </form>
    </section>
  );
}
