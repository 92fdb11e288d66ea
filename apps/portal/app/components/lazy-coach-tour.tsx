import { lazy, Suspense } from "react";
import { useFetcher } from "react-router";

// Loaded on its own, so the search page's script grows only for the user who sees the tour.
const CoachTour = lazy(() =>
  import("@wayfare/ui/coach-tour").then(({ CoachTour }) => ({ default: CoachTour })),
);

const DISMISS_PATH = "/coach-tour";

/** The search page's first-visit tour; closing it tells the service without leaving the page. */
export function LazyCoachTour({ next }: { next: string }) {
  const fetcher = useFetcher();
  return (
    <Suspense fallback={null}>
      <CoachTour
        dismissAction={DISMISS_PATH}
        next={next}
        onDismiss={() => fetcher.submit({ next }, { method: "post", action: DISMISS_PATH })}
      />
    </Suspense>
  );
}
