import { Form } from "react-router";

/** The id of a list's fare choice form, which every select button of that list names. */
export function fareChoiceFormId(leg: string): string {
  return `fare-choice-${leg}`;
}

/**
 * Choosing a fare posts the price id (the pressed button's value) and the list's leg to the
 * results page's action: the last leg chosen goes on to review, an earlier one is
 * remembered. One small form per list; the buttons in the cards belong to it by `form`.
 * `action` is the view's own URL, so a choice made after an in-page sort keeps that sort.
 */
export function FareChoiceForm({ leg, action }: { leg: string; action: string }) {
  return (
    <Form id={fareChoiceFormId(leg)} method="post" action={action} preventScrollReset hidden>
      <input type="hidden" name="leg" value={leg} />
    </Form>
  );
}
