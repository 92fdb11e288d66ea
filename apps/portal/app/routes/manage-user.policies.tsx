import { endpoints, type FarePolicy, mayManageFarePolicies } from "@wayfare/domain";
import {
  type FarePolicyFormErrors,
  farePolicyFromForm,
  farePolicySummary,
  FARE_POLICY_FORM_LABELS as LABELS,
  POLICY_CABIN_OPTIONS,
} from "@wayfare/forms";
import { Alert, Button, NativeCheckbox, NativeSelectField, NativeTextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { refusalMessage } from "../server/people.server";
import type { Route } from "./+types/manage-user.policies";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, LABELS.heading) },
];

/**
 * A company's fare policies and its employees' ones (issue 22, decision 0081), for its
 * CORPORATE and CORPORATE_STAFF; `?edit=<policyId>` opens one in the form. The service
 * decides again on every call.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const role = (await service.signedInUser())?.role;
  if (!role || !mayManageFarePolicies(role)) throw data(null, { status: 404 });
  const { policies, employees } = orThrow(await service.call(endpoints.corporatePolicies, {}));
  const editId = new URL(request.url).searchParams.get("edit");
  const editing = policies.find((policy) => policy.policyId === editId) ?? null;
  return { policies, employees, editing };
}

type Outcome = { done: string | null; failed: string | null; errors: FarePolicyFormErrors };

/** Saves a policy (`intent=save`) or assigns one to an employee (`intent=assign`). */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const form = await request.formData();
  const answer = (over: Partial<Outcome>, status = 200) =>
    data<Outcome>({ done: null, failed: null, errors: {}, ...over }, status);
  if (form.get("intent") === "assign") {
    const policyId = String(form.get("policyId") ?? "");
    const assigned = await service.call(endpoints.corporatePolicyAssign, {
      userId: String(form.get("userId") ?? ""),
      ...(policyId ? { policyId } : {}),
    });
    if (!assigned.ok) return answer({ failed: refusalMessage(assigned) }, assigned.httpStatus);
    const policies = orThrow(await service.call(endpoints.corporatePolicies, {})).policies;
    const name = policies.find((policy) => policy.policyId === policyId)?.name ?? LABELS.noPolicy;
    return answer({ done: LABELS.assigned(assigned.payload.name, name) });
  }
  const checked = farePolicyFromForm(form);
  if (!checked.ok) return answer({ errors: checked.errors }, 400);
  const saved = await service.call(endpoints.corporatePolicySave, checked.value);
  if (!saved.ok) return answer({ failed: refusalMessage(saved) }, saved.httpStatus);
  return answer({ done: LABELS.saved(saved.payload.name) });
}

function PolicyForm({
  editing,
  errors,
  busy,
}: {
  editing: FarePolicy | null;
  errors: FarePolicyFormErrors;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      action="/manage-user/policies"
      className="flex max-w-xl flex-col gap-4"
      aria-labelledby="policy-form-heading"
      key={editing?.policyId ?? "new"}
    >
      <h2 id="policy-form-heading" className="text-lg font-semibold">
        {editing ? LABELS.editPolicy(editing.name) : LABELS.newPolicy}
      </h2>
      <input type="hidden" name="intent" value="save" />
      {editing ? <input type="hidden" name="policyId" value={editing.policyId} /> : null}
      <NativeTextField
        name="name"
        label={LABELS.name}
        defaultValue={editing?.name ?? ""}
        errors={errors.name}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold">{LABELS.cabins}</legend>
        {errors.cabins?.map((message) => (
          <p key={message} id="cabins-error" className="text-danger">
            {message}
          </p>
        ))}
        {POLICY_CABIN_OPTIONS.map((cabin) => (
          <NativeCheckbox
            key={cabin.cabinClass}
            name="cabins"
            value={cabin.cabinClass}
            label={cabin.label}
            defaultChecked={editing?.cabins.includes(cabin.cabinClass) ?? false}
          />
        ))}
      </fieldset>
      <NativeTextField
        name="maxTripFare"
        label={LABELS.maxTripFare}
        description={LABELS.maxTripFareHint}
        inputMode="numeric"
        defaultValue={editing?.maxTripFare ? String(editing.maxTripFare / 100) : ""}
        errors={errors.maxTripFare}
      />
      <NativeTextField
        name="advancePurchaseDays"
        label={LABELS.advancePurchaseDays}
        description={LABELS.advancePurchaseDaysHint}
        inputMode="numeric"
        defaultValue={editing?.advancePurchaseDays?.toString() ?? ""}
        errors={errors.advancePurchaseDays}
      />
      <NativeCheckbox
        name="refundableOnly"
        label={LABELS.refundableOnly}
        defaultChecked={editing?.refundableOnly ?? false}
      />
      <Button type="submit" variant="primary" isPending={busy} className="self-start">
        {LABELS.save}
      </Button>
    </Form>
  );
}

export default function Policies({ loaderData, actionData }: Route.ComponentProps) {
  const { policies, employees, editing } = loaderData;
  const busy = useNavigation().state !== "idle";
  const options = policies.map((policy) => ({ value: policy.policyId, label: policy.name }));
  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">{LABELS.heading}</h1>
        <Link to="/manage-user/out-of-policy" className="font-semibold text-link underline">
          {LABELS.report}
        </Link>
      </div>
      <div aria-live="polite">
        {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        {actionData?.failed ? <Alert tone="error">{actionData.failed}</Alert> : null}
      </div>
      {policies.length > 0 ? (
        <ul className="flex flex-col gap-3">
          {policies.map((policy) => (
            <li key={policy.policyId} className="rounded border border-border p-3">
              <p className="font-semibold">{policy.name}</p>
              <p className="text-fg-muted">{farePolicySummary(policy)}</p>
              <Link
                to={`?edit=${policy.policyId}`}
                className="text-link underline"
                aria-label={LABELS.editPolicy(policy.name)}
              >
                Edit
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      <PolicyForm editing={editing} errors={actionData?.errors ?? {}} busy={busy} />
      <section aria-labelledby="employees-heading" className="flex flex-col gap-4">
        <h2 id="employees-heading" className="text-lg font-semibold">
          {LABELS.employees}
        </h2>
        {employees.map((employee) => (
          <Form
            key={employee.userId}
            method="post"
            action="/manage-user/policies"
            className="flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <input type="hidden" name="intent" value="assign" />
            <input type="hidden" name="userId" value={employee.userId} />
            <NativeSelectField
              name="policyId"
              label={LABELS.policyOf(employee.name)}
              description={employee.email}
              placeholder={LABELS.noPolicy}
              options={options}
              defaultValue={employee.policyId ?? ""}
              className="sm:flex-1"
            />
            <Button type="submit" variant="secondary" className="self-start">
              {LABELS.assign}
            </Button>
          </Form>
        ))}
      </section>
    </div>
  );
}
