import { LoaderCircle } from "lucide-react";

export interface LoadingProgressMessages {
  /** While more results are coming: `(2, 34) => "34 flights so far. More in 2 seconds."` */
  loading: (retryInSeconds: number | undefined, found: number | undefined) => string;
  done: (found: number | undefined) => string;
}

/** `34 => "34 flights so far."`; without a count, "Searching for flights." */
export const flightsSoFar = (found: number | undefined) =>
  found === undefined
    ? "Searching for flights."
    : `${found} ${found === 1 ? "flight" : "flights"} so far.`;

export const defaultLoadingProgressMessages: LoadingProgressMessages = {
  loading: (seconds, found) =>
    [
      flightsSoFar(found),
      seconds === undefined
        ? "More are on the way."
        : `More in ${seconds} ${seconds === 1 ? "second" : "seconds"}.`,
    ].join(" "),
  done: (found) => (found === undefined ? "All flights loaded." : `All flights loaded: ${found}.`),
};

export interface LoadingProgressProps {
  /** The service's `retryInSecond` for the next batch; undefined when not known. */
  retryInSeconds?: number;
  /** Trips found so far. */
  found?: number;
  /** Batches received and expected, for the bar (`batch + 1` of `batchCount`). */
  batches?: { received: number; total: number };
  /** All results are in: the message says so and the spinner stops. */
  done?: boolean;
  messages?: Partial<LoadingProgressMessages>;
  className?: string;
}

/**
 * The retry indication of J§2/J§4 while results arrive in batches: a polite live region
 * (`role="status"`) saying how many flights so far and when more are due, with a progress bar
 * when the batch count is known.
 */
export function LoadingProgress({
  retryInSeconds,
  found,
  batches,
  done = false,
  messages,
  className,
}: LoadingProgressProps) {
  const text = { ...defaultLoadingProgressMessages, ...messages };
  const message = done ? text.done(found) : text.loading(retryInSeconds, found);
  return (
    <div
      data-slot="loading-progress"
      className={["flex flex-col gap-2 rounded-md border border-subtle bg-surface p-3", className]
        .filter(Boolean)
        .join(" ")}
    >
      <p role="status" className="flex items-center gap-2 text-sm text-fg">
        {done ? null : (
          <LoaderCircle
            aria-hidden="true"
            className="size-5 shrink-0 text-primary motion-safe:animate-spin noscript:hidden"
          />
        )}
        {message}
      </p>
      {batches ? (
        <progress
          aria-label={message}
          max={batches.total}
          value={done ? batches.total : batches.received}
          className="h-2 w-full accent-primary"
        />
      ) : null}
    </div>
  );
}
