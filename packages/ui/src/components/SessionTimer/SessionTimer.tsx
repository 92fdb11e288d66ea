import { Clock } from "lucide-react";
import { useEffect, useState } from "react";
import { defaultSessionExpiredMessages } from "../SessionExpiredDialog/messages";
import type { SessionExpiredDialog } from "../SessionExpiredDialog/SessionExpiredDialog";
import { type CountdownStage, useCountdown, useStageAnnouncement } from "./hooks/useCountdown";

export interface SessionTimerMessages {
  /** Before the visible minutes:seconds. */
  label: string;
  /** The spoken time left: `(4, 30) => "4 minutes 30 seconds"`. */
  timeLeft: (minutes: number, seconds: number) => string;
  /** Announced politely at each minute and at 30 and 10 seconds. */
  announce: (stage: Exclude<CountdownStage, { kind: "expired" }>) => string;
  expiredTitle: string;
  expiredText: string;
  backToFlightList: string;
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? "" : "s"}`;

export const defaultSessionTimerMessages: SessionTimerMessages = {
  label: "Session expires in",
  timeLeft: (minutes, seconds) =>
    [minutes > 0 ? plural(minutes, "minute") : "", plural(seconds, "second")]
      .filter(Boolean)
      .join(" "),
  announce: (stage) =>
    stage.kind === "minutes"
      ? `${plural(stage.minutes, "minute")} left in your session`
      : `${stage.seconds} seconds left in your session`,
  expiredTitle: defaultSessionExpiredMessages.title,
  expiredText: defaultSessionExpiredMessages.text,
  backToFlightList: defaultSessionExpiredMessages.backToFlightList,
};

export interface SessionTimerProps {
  /** When the review session ends (`ReviewPayload.expiresAt`, or `sessionExpiresAt(…)`). */
  expiresAt: string | Date;
  /** Where 'Back to flight list' goes (the results route with the search's query). */
  backHref: string;
  /** The clock, in epoch milliseconds (stories and tests freeze it). */
  now?: () => number;
  messages?: Partial<SessionTimerMessages>;
  className?: string;
}

/** SessionExpiredDialog, imported once `expired` turns true; null until it has loaded. */
function useDialogOnceExpired(expired: boolean): typeof SessionExpiredDialog | null {
  const [dialog, setDialog] = useState<typeof SessionExpiredDialog | null>(null);
  useEffect(() => {
    if (!expired) return;
    let mounted = true;
    import("../SessionExpiredDialog/SessionExpiredDialog").then((loaded) => {
      if (mounted) setDialog(() => loaded.SessionExpiredDialog);
    });
    return () => {
      mounted = false;
    };
  }, [expired]);
  return dialog;
}

const pad = (value: number) => String(value).padStart(2, "0");

/**
 * The review page's session countdown (J§2, J§4): minutes:seconds to the expiry, a polite
 * announcement at each minute and at 30 and 10 seconds, and at zero the 'Session expired'
 * modal that cannot be dismissed, whose only action is the link back to the flight list. The
 * modal's code (SessionExpiredDialog, Radix Dialog) is imported when the time is up, so the
 * page's first visit does not download it; it never shows before JavaScript.
 */
export function SessionTimer({
  expiresAt,
  backHref,
  now = Date.now,
  messages,
  className,
}: SessionTimerProps) {
  const text = { ...defaultSessionTimerMessages, ...messages };
  const secondsLeft = useCountdown(new Date(expiresAt).getTime(), now);
  const announcement = useStageAnnouncement(secondsLeft, (stage) =>
    stage.kind === "expired" ? "" : text.announce(stage),
  );
  const ExpiredDialog = useDialogOnceExpired(secondsLeft === 0);
  const minutes = secondsLeft === null ? null : Math.floor(secondsLeft / 60);
  const seconds = secondsLeft === null ? null : secondsLeft % 60;
  return (
    <div
      data-slot="session-timer"
      className={[
        "inline-flex items-center gap-2 rounded-md border border-subtle bg-surface px-3 py-1.5 text-sm text-fg",
        className,
      ]
        .filter(Boolean)
        .join(" ")}
    >
      <Clock aria-hidden="true" className="size-4 text-fg-muted" />
      <p>
        {text.label}{" "}
        <span aria-hidden="true" className="font-semibold tabular-nums">
          {minutes === null ? "--:--" : `${pad(minutes)}:${pad(seconds as number)}`}
        </span>
        {minutes === null ? null : (
          <span className="sr-only">{text.timeLeft(minutes, seconds as number)}</span>
        )}
      </p>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {ExpiredDialog ? (
        <ExpiredDialog
          backHref={backHref}
          messages={{
            title: text.expiredTitle,
            text: text.expiredText,
            backToFlightList: text.backToFlightList,
          }}
        />
      ) : null}
    </div>
  );
}
