import { COACH_TOUR_DISMISS_INTENT } from "@wayfare/domain";
import { CoachTour } from "@wayfare/ui/coach-tour";
import { useFetcher } from "react-router";

const DISMISS_PATH = "/coach-tour";

/**
 * The search page's first-visit tour, rendered with the page so that it takes its place from
 * the first paint (inserted once hydrated, it pushed the page down: a layout shift). Closing
 * it tells the service without leaving the page; without JavaScript it posts a form.
 */
export function SearchCoachTour({ next }: { next: string }) {
  const fetcher = useFetcher();
  return (
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
  );
}
