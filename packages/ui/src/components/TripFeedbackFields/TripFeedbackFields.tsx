import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  TRIP_RATING_LABELS,
  TRIP_RATINGS,
  type TripRating,
} from "@wayfare/domain";
import { useId } from "react";
import { NativeFieldErrors, nativeControlClasses } from "../../lib/native-fields";
import { NativeButton } from "../NativeButton/NativeButton";
import { NativeRadio, NativeRadioGroup } from "../NativeRadioGroup/NativeRadioGroup";

export const defaultTripFeedbackMessages = {
  legend: "How was your trip?",
  rating: (rating: TripRating) => `${rating} – ${TRIP_RATING_LABELS[rating]}`,
  comment: "Tell us more (optional)",
  commentHint: `Up to ${FEEDBACK_COMMENT_MAX_LENGTH} characters.`,
  submit: "Send feedback",
};

export interface TripFeedbackFieldsProps {
  /** Field errors from the server, e.g. 'Please rate your trip'. */
  errors?: { rating?: readonly string[]; comment?: readonly string[] };
  /** What was posted, kept when the post was refused. */
  defaultValues?: { rating?: number; comment?: string };
  isPending?: boolean;
  messages?: Partial<typeof defaultTripFeedbackMessages>;
}

/**
 * Feedback after travel (J§2): a rating of one to five (NativeRadioGroup), optional comments and a submit button, posted by the page's own form
 * (`rating`, `comment`), so it works without JavaScript. Errors are linked to their field.
 */
export function TripFeedbackFields({
  errors,
  defaultValues,
  isPending = false,
  messages: overrides,
}: TripFeedbackFieldsProps) {
  const text = { ...defaultTripFeedbackMessages, ...overrides };
  const id = useId();
  const commentError = errors?.comment?.length ? `${id}-comment-error` : undefined;
  return (
    <div data-slot="trip-feedback-fields" className="flex flex-col gap-4">
      <NativeRadioGroup
        label={text.legend}
        name="rating"
        errors={errors?.rating}
        defaultValue={
          defaultValues?.rating === undefined ? undefined : String(defaultValues.rating)
        }
        orientation="horizontal"
      >
        {TRIP_RATINGS.map((rating) => (
          <NativeRadio key={rating} value={String(rating)}>
            {text.rating(rating)}
          </NativeRadio>
        ))}
      </NativeRadioGroup>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-base font-semibold text-fg">
          {text.comment}
        </label>
        <p id={`${id}-comment-hint`} className="text-sm text-fg-muted">
          {text.commentHint}
        </p>
        {commentError ? (
          <NativeFieldErrors id={commentError} errors={errors?.comment ?? []} />
        ) : null}
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={3}
          defaultValue={defaultValues?.comment}
          aria-describedby={[`${id}-comment-hint`, commentError].filter(Boolean).join(" ")}
          aria-invalid={commentError ? true : undefined}
          className={nativeControlClasses}
        />
      </div>
      <NativeButton type="submit" variant="secondary" isPending={isPending} className="self-start">
        {text.submit}
      </NativeButton>
    </div>
  );
}
