import { POLICY_REASONS } from "@wayfare/domain";
import { Button, Dialog, Radio, RadioGroup, TextField } from "@wayfare/ui";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";

export interface PolicyReasonRequest {
  leg: string;
  priceId: string;
  errors: Partial<Record<"code" | "text", string>>;
  values: { code?: string; text?: string };
}

const TITLE = "Why not the lowest fare?";
const DESCRIPTION =
  "Your company's travel policy asks for a reason when you choose a fare above the lowest.";

function ReasonFields({
  request,
  cancelHref,
}: {
  request: PolicyReasonRequest;
  cancelHref: string;
}) {
  const submitting = useNavigation().state === "submitting";
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4">
      <input type="hidden" name="leg" value={request.leg} />
      <input type="hidden" name="priceId" value={request.priceId} />
      <RadioGroup
        name="policyReason.code"
        label="Reason"
        defaultValue={request.values.code}
        errors={request.errors.code ? [request.errors.code] : []}
      >
        {POLICY_REASONS.map((reason) => (
          <Radio key={reason.code} value={reason.code}>
            {reason.label}
          </Radio>
        ))}
      </RadioGroup>
      <TextField
        name="policyReason.text"
        label="Your reason"
        defaultValue={request.values.text}
        description="Required for 'Other reason'; at most 200 characters."
        maxLength={200}
        errors={request.errors.text ? [request.errors.text] : []}
      />
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="primary" isPending={submitting}>
          Continue with this fare
        </Button>
        <Link to={cancelHref} preventScrollReset className="font-semibold text-link underline">
          Choose another fare
        </Link>
      </div>
    </Form>
  );
}

/**
 * The corporate policy reason (J§: 8 reasons, or one's own words) asked for after a fare
 * above the lowest was chosen. A modal dialog once the page runs JavaScript; before that,
 * and without it, the same form in the page.
 */
export function PolicyReasonForm({
  request,
  cancelHref,
}: {
  request: PolicyReasonRequest;
  cancelHref: string;
}) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(true);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) {
    return (
      <section
        aria-labelledby="policy-reason-heading"
        className="mb-6 rounded-lg border border-subtle bg-surface p-4"
      >
        <h2 id="policy-reason-heading" className="text-lg font-semibold">
          {TITLE}
        </h2>
        <p className="mt-1 mb-4 text-fg-muted">{DESCRIPTION}</p>
        <ReasonFields request={request} cancelHref={cancelHref} />
      </section>
    );
  }
  return (
    <Dialog isOpen={open} onOpenChange={setOpen} title={TITLE} description={DESCRIPTION} size="md">
      <ReasonFields request={request} cancelHref={cancelHref} />
    </Dialog>
  );
}
