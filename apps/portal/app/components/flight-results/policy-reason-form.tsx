import { Button, CorporateReasonDialog } from "@wayfare/ui";
import { Form, Link, useNavigation } from "react-router";

export interface PolicyReasonRequest {
  leg: string;
  priceId: string;
  errors: Partial<Record<"code" | "text", string>>;
  values: { code?: string; text?: string };
}

/**
 * The corporate policy reason asked for after a fare above the lowest was chosen: the ui's
 * dialog (a section before JavaScript runs) around this page's form, which posts the leg
 * and fare again with the reason.
 */
export function PolicyReasonForm({
  request,
  cancelHref,
}: {
  request: PolicyReasonRequest;
  cancelHref: string;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <CorporateReasonDialog
      errors={request.errors}
      values={request.values}
      renderForm={(fields) => (
        <Form method="post" preventScrollReset className="flex flex-col gap-4">
          <input type="hidden" name="leg" value={request.leg} />
          <input type="hidden" name="priceId" value={request.priceId} />
          {fields}
        </Form>
      )}
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <Button type="submit" variant="primary" isPending={submitting}>
            Continue with this fare
          </Button>
          <Link to={cancelHref} preventScrollReset className="font-semibold text-link underline">
            Choose another fare
          </Link>
        </div>
      }
    />
  );
}
