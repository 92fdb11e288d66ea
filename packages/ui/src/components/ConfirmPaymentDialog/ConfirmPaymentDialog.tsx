import { Button } from "../Button/Button";
import { Dialog } from "../Dialog/Dialog";
import { askToConfirmPayment, type ConfirmPaymentQuestion } from "./ConfirmPaymentPanel";

// The panel and the words live in ConfirmPaymentPanel.tsx, so a page can show the panel (and
// load this dialog, with Radix Dialog, only when it opens).
export {
  type ConfirmPaymentDialogMessages,
  ConfirmPaymentPanel,
  type ConfirmPaymentPanelProps,
  defaultConfirmPaymentDialogMessages,
} from "./ConfirmPaymentPanel";

export interface ConfirmPaymentDialogProps extends ConfirmPaymentQuestion {
  isOpen: boolean;
  /** Called with `false` on Cancel, Escape or the × button. */
  onOpenChange: (isOpen: boolean) => void;
  /**
   * The `id` of the page's payment form. "Confirm payment" is a submit button of that form
   * (`form` attribute), posting `confirmed=true` with the form's own fields.
   */
  formId: string;
}

/**
 * J§2 payment's confirm step before a wallet (deposit, credit line) pays: an `alertdialog`
 * asking "Pay ₹4,350.00 from your deposit for booking …?". "Confirm payment" submits the
 * page's payment form (by `formId`) with `confirmed=true`; Cancel closes the dialog.
 */
export function ConfirmPaymentDialog({
  isOpen,
  onOpenChange,
  formId,
  ...question
}: ConfirmPaymentDialogProps) {
  const { text, question: sentence } = askToConfirmPayment(question);
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      role="alertdialog"
      size="sm"
      title={text.title}
      description={sentence}
      closeLabel={text.close}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)}>
            {text.cancel}
          </Button>
          <Button type="submit" form={formId} name="confirmed" value="true" variant="primary">
            {text.confirm}
          </Button>
        </>
      }
    />
  );
}
