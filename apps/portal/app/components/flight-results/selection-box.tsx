import { NativeButton, SelectionSummary, type SelectionSummaryLeg } from "@wayfare/ui";
import { useEffect, useRef } from "react";
import { Form, useNavigation, useNavigationType } from "react-router";

export const SELECTION_REVIEW_INTENT = "review-selection";
/** The box's id: the results URL points at it once the last leg's fare is chosen. */
export const SELECTION_BOX_ID = "selection";

/**
 * The selection box of a round trip or multicity search (J§4): once every leg has a fare, its
 * flights and total, and the form that reviews them (the fares are in the page's URL, which
 * the form posts to). When it appears after a choice, focus moves to it so the next step is
 * announced and a Tab away; on a page load the URL's fragment brings it into view.
 */
export function SelectionBox({ legs }: { legs: readonly SelectionSummaryLeg[] }) {
  const navigation = useNavigation();
  const reviewing = navigation.formData?.get("intent") === SELECTION_REVIEW_INTENT;
  const heading = useRef<HTMLHeadingElement>(null);
  const arrival = useRef(useNavigationType());
  useEffect(() => {
    if (arrival.current !== "POP") heading.current?.focus();
  }, []);
  return (
    <div id={SELECTION_BOX_ID} className="mb-4 scroll-mt-4">
      <SelectionSummary legs={legs} headingRef={heading}>
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value={SELECTION_REVIEW_INTENT} />
          <NativeButton type="submit" variant="primary" isPending={reviewing}>
            Continue with these flights
          </NativeButton>
        </Form>
      </SelectionSummary>
    </div>
  );
}
