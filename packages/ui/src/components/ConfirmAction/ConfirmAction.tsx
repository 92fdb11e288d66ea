import { useState } from "react";
import { useIsHydrated } from "../../lib/use-is-hydrated";
import type { ButtonVariant } from "../Button/Button.variants";
import { Dialog } from "../Dialog/Dialog";
import { NativeButton } from "../NativeButton/NativeButton";

export interface ConfirmActionQuestion {
  /** The dialog's and the panel's heading: "Deactivate Aditi Verma?" */
  title: string;
  /** What will happen: "Their sessions end at once …" */
  description: string;
  /** The confirming button: "Deactivate". */
  confirm: string;
  cancel: string;
}

export interface ConfirmActionProps {
  /** The `id` of the form the action posts; its own fields say what the action is. */
  formId: string;
  /** The button that asks: "Deactivate". */
  label: string;
  question: ConfirmActionQuestion;
  /**
   * The server asked for the confirmation (a post without it, before JavaScript): the
   * question shows in the page with its buttons.
   */
  asked?: boolean;
  /** Where Cancel goes in the page's question (the same page, without the question). */
  cancelHref: string;
  variant?: ButtonVariant;
}

/**
 * An action that is confirmed before it is done (issue 22: deactivate an account). The
 * confirming button posts the form (`formId`) with `confirmed=yes`. With JavaScript the
 * button opens an `alertdialog` asking the question; before it, the button posts without
 * `confirmed`, the server answers with `asked`, and the question shows in the page as an
 * alert with the same two choices.
 */
export function ConfirmAction({
  formId,
  label,
  question,
  asked = false,
  cancelHref,
  variant = "danger",
}: ConfirmActionProps) {
  const hydrated = useIsHydrated();
  const [isOpen, setOpen] = useState(false);
  const confirmButton = (
    <NativeButton type="submit" form={formId} name="confirmed" value="yes" variant={variant}>
      {question.confirm}
    </NativeButton>
  );
  if (asked && !isOpen) {
    return (
      <section
        role="alert"
        aria-labelledby={`${formId}-question`}
        data-slot="confirm-action"
        className="flex flex-col gap-3 rounded-lg border border-subtle bg-surface-raised p-4"
      >
        <h2 id={`${formId}-question`} className="text-lg font-semibold">
          {question.title}
        </h2>
        <p className="text-fg-muted">{question.description}</p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <a href={cancelHref} className="self-center font-semibold text-link underline">
            {question.cancel}
          </a>
          {confirmButton}
        </div>
      </section>
    );
  }
  return (
    <>
      <NativeButton
        type={hydrated ? "button" : "submit"}
        form={formId}
        variant={variant}
        onClick={hydrated ? () => setOpen(true) : undefined}
      >
        {label}
      </NativeButton>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        role="alertdialog"
        size="sm"
        title={question.title}
        description={question.description}
        footer={
          <>
            <NativeButton type="button" variant="secondary" onClick={() => setOpen(false)}>
              {question.cancel}
            </NativeButton>
            {confirmButton}
          </>
        }
      />
    </>
  );
}
