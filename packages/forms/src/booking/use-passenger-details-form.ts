import type { SubmissionResult } from "@conform-to/react";
import type { ReviewedJourney } from "@wayfare/domain";
import { type FormEvent, useState } from "react";
import type { NamedForm } from "../binding/named-field-props";

type Errors = Record<string, string[] | null | undefined>;
type CheckPassengerDetailsForm =
  typeof import("./passenger-details-form").checkPassengerDetailsForm;

// The shared schema (and Zod and Conform's parser with it) is imported when the visitor
// first focuses the form or submits it, not on the page's first load (decision 0046).
let loadedCheck: CheckPassengerDetailsForm | undefined;
let checkLoading: Promise<CheckPassengerDetailsForm> | undefined;
const loadCheck = () => {
  checkLoading ??= import("./passenger-details-form").then(
    (module) => {
      loadedCheck = module.checkPassengerDetailsForm;
      return loadedCheck;
    },
    (error: unknown) => {
      // A chunk that failed to arrive is asked for again by the next focus or submit.
      checkLoading = undefined;
      throw error;
    },
  );
  return checkLoading;
};

/**
 * The passenger details form in the browser, checked with the server's schema: on submit
 * (an invalid form is stopped before any request, its messages next to the fields and in
 * the summary), then again on each input once refused; after a post the errors and values
 * are the server's (`lastResult`). A submit before the check has loaded waits for it and
 * is made again with the same button. Without JavaScript none of this runs.
 */
export function usePassengerDetailsForm(
  journey: ReviewedJourney,
  lastResult: SubmissionResult<string[]> | null | undefined,
  id: string,
  /** Values the fields start with (e.g. saved travellers); give a new `id` when they change. */
  defaultValue: Record<string, unknown>,
) {
  const [browserErrors, setBrowserErrors] = useState<Errors | null>(null);
  const [answer, setAnswer] = useState(lastResult);
  if (answer !== lastResult) {
    setAnswer(lastResult);
    setBrowserErrors(null);
  }
  const errors = browserErrors ?? lastResult?.error ?? {};
  const check = (target: HTMLFormElement, run: CheckPassengerDetailsForm) => {
    const submission = run(journey, new FormData(target));
    setBrowserErrors(submission.reply().error ?? {});
    return submission.status === "success";
  };
  const form: NamedForm = {
    id,
    initialValue: (lastResult?.initialValue ?? defaultValue) as NamedForm["initialValue"],
    allErrors: Object.fromEntries(
      Object.entries(errors).filter((entry): entry is [string, string[]] =>
        Boolean(entry[1]?.length),
      ),
    ),
  };
  const formProps = {
    id,
    noValidate: true,
    onFocus: () => void loadCheck().catch(() => undefined),
    onInput: (event: FormEvent<HTMLFormElement>) => {
      if (browserErrors !== null && loadedCheck) check(event.currentTarget, loadedCheck);
    },
    /** Stops an invalid form, and says so (true). */
    onSubmit: (event: FormEvent<HTMLFormElement>): boolean => {
      const target = event.currentTarget;
      if (loadedCheck) {
        const valid = check(target, loadedCheck);
        if (!valid) event.preventDefault();
        return !valid;
      }
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      loadCheck().then(
        () => target.requestSubmit(submitter),
        () => undefined,
      );
      return false;
    },
  };
  return { form, formProps, status: lastResult?.status };
}
