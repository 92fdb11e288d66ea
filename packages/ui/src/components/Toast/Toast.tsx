import { type ToastTone, toastDurationMs } from "@wayfare/domain";
import { CircleAlert, CircleCheck, Info, X } from "lucide-react";
import {
  type FocusEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Button } from "react-aria-components";
import { focusRing } from "../../lib/focus-ring";
import { toastVariants } from "./Toast.variants";

export type { ToastTone };

export interface ToastProps {
  /** `error` is announced assertively (`role="alert"`); `success`/`info` politely (`role="status"`). */
  tone: ToastTone;
  /** The message, verbatim. */
  children: ReactNode;
  /** Called once, when the toast closes (dismiss button or timeout). */
  onDismiss?: () => void;
  /**
   * Time on screen before it closes by itself. Defaults to `toastDurationMs(tone)` from
   * @wayfare/domain (errors 7 s, others 4 s). The clock pauses while the pointer is over the
   * toast or focus is inside it. `0` or `Infinity` keeps it until dismissed (for demos).
   */
  durationMs?: number;
  /** Accessible name of the close button. */
  dismissLabel?: string;
  className?: string;
}

const icons = { error: CircleAlert, success: CircleCheck, info: Info } as const;

// useLayoutEffect warns during server rendering; the effect only matters in the browser.
const useIsomorphicLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * A short message about something that just happened. Renders visible, with its role, on
 * the server; timers start in the browser. Put toasts in a `ToastRegion`.
 */
export function Toast({
  tone,
  children,
  onDismiss,
  durationMs,
  dismissLabel = "Dismiss notification",
  className,
}: ToastProps) {
  const duration = durationMs ?? toastDurationMs(tone);
  const [isOpen, setOpen] = useState(true);
  const [isHovered, setHovered] = useState(false);
  const [hasFocusWithin, setFocusWithin] = useState(false);
  const remainingMs = useRef(duration);

  const onDismissRef = useRef(onDismiss);
  useIsomorphicLayoutEffect(() => {
    onDismissRef.current = onDismiss;
  });

  const dismiss = useCallback(() => {
    setOpen(false);
    onDismissRef.current?.();
  }, []);

  // A new duration restarts the clock.
  useEffect(() => {
    remainingMs.current = duration;
  }, [duration]);

  const isPaused = isHovered || hasFocusWithin;
  const autoDismisses = duration > 0 && Number.isFinite(duration);
  useEffect(() => {
    if (!isOpen || !autoDismisses || isPaused) return;
    const startedAt = Date.now();
    const timer = setTimeout(dismiss, Math.max(0, remainingMs.current));
    return () => {
      clearTimeout(timer);
      remainingMs.current -= Date.now() - startedAt;
    };
  }, [isOpen, autoDismisses, isPaused, dismiss]);

  if (!isOpen) return null;

  const Icon = icons[tone];
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointer/focus listeners only pause the timer; they are not an interaction
    <div
      role={tone === "error" ? "alert" : "status"}
      aria-atomic="true"
      data-slot="toast"
      data-tone={tone}
      data-paused={isPaused || undefined}
      className={toastVariants({ tone, className })}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setFocusWithin(false);
        }
      }}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="min-w-0 flex-1 font-medium">{children}</div>
      <Button
        aria-label={dismissLabel}
        data-slot="toast-dismiss"
        onPress={dismiss}
        className={[
          "-m-1.5 flex size-8 shrink-0 cursor-pointer items-center justify-center rounded-md",
          "data-[hovered]:bg-canvas",
          focusRing,
        ].join(" ")}
      >
        <X aria-hidden="true" className="size-5" />
      </Button>
    </div>
  );
}
