import { COACH_TOUR_DISMISS_INTENT } from "@wayfare/domain";
import { lazy, Suspense, useEffect, useState } from "react";
import { useFetcher } from "react-router";

// Its code loads on its own, so the search page's script grows only for the user who sees it.
const CoachTour = lazy(() =>
  import("@wayfare/ui/coach-tour").then(({ CoachTour }) => ({ default: CoachTour })),
);

const DISMISS_PATH = "/coach-tour";

/**
 * The search page's first-visit tour, once the page has hydrated: without JavaScript there
 * is no tour (decision 0076; streamed server HTML for a lazy part would need a script to be
 * shown). Closing it tells the service without leaving the page.
 */
export function LazyCoachTour({ next }: { next: string }) {
  const fetcher = useFetcher();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <CoachTour
        dismissAction={DISMISS_PATH}
        next={next}
        onDismiss={() =>
          fetcher.submit(
            { intent: COACH_TOUR_DISMISS_INTENT, next },
            { method: "post", action: DISMISS_PATH },
          )
        }
      />
    </Suspense>
  );
}
