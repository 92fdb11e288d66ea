import {
  FEEDBACK_COMMENT_MAX_LENGTH,
  TRIP_RATING_LABELS,
  TRIP_RATINGS,
  type TripRating,
} from "@wayfare/domain";
import { useId } from "react";
import { nativeControlClasses } from "../../lib/native-fields";
import { NativeButton } from "../NativeButton/NativeButton";

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
 * Feedback after travel (J§2): a rating of one to five as native radio buttons in a
 * fieldset, optional comments and a submit button, posted by the page's own form
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
  const ratingError = errors?.rating?.length ? `${id}-rating-error` : undefined;
  const commentError = errors?.comment?.length ? `${id}-comment-error` : undefined;
  return (
    <div data-slot="trip-feedback-fields" className="flex flex-col gap-4">
      <fieldset aria-describedby={ratingError} className="flex flex-col gap-2">
        <legend className="mb-1 text-lg font-semibold text-fg">{text.legend}</legend>
        {ratingError ? (
          <p id={ratingError} className="text-sm font-semibold text-error">
            {errors?.rating?.join(" ")}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {TRIP_RATINGS.map((rating) => (
            <label
              key={rating}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-control border-2 border-control px-3 has-[input:checked]:border-primary has-[input:checked]:bg-info-surface has-[input:focus-visible]:outline-solid has-[input:focus-visible]:outline-focus-ring has-[input:focus-visible]:outline-focus has-[input:focus-visible]:outline-offset-focus-ring"
            >
              <input
                type="radio"
                name="rating"
                value={rating}
                defaultChecked={defaultValues?.rating === rating}
                className="size-4 accent-primary outline-none"
              />
              <span className="text-fg">{text.rating(rating)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-comment`} className="text-base font-semibold text-fg">
          {text.comment}
        </label>
        <p id={`${id}-comment-hint`} className="text-sm text-fg-muted">
          {text.commentHint}
        </p>
        {commentError ? (
          <p id={commentError} className="text-sm font-semibold text-error">
            {errors?.comment?.join(" ")}
          </p>
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
