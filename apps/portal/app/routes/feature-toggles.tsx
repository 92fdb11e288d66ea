import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  endpoints,
  FEATURE_TOGGLE_LABELS,
  FEATURE_TOGGLE_MESSAGES,
  mayManageFeatureToggles,
} from "@wayfare/domain";
import {
  errorSummaryItems,
  featureToggleFormSchema,
  featureToggleRequest,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import {
  Alert,
  Button,
  FeatureToggleFieldset,
  FeatureTogglesTable,
  FormErrorSummary,
} from "@wayfare/ui";
import { data, Form, redirect, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { refusalMessage } from "../server/people.server";
import type { Route } from "./+types/feature-toggles";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, FEATURE_TOGGLE_LABELS.heading) },
];

async function adminOnly(context: Route.LoaderArgs["context"]) {
  const service = serviceOf(context);
  if (!mayManageFeatureToggles((await service.signedInUser())?.role ?? "")) {
    throw data(null, { status: 404 });
  }
  return service;
}

/** The admin's feature toggles (F§6, decision 0083): every setting, and the form for one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = await adminOnly(context);
  const { toggles } = orThrow(await service.call(endpoints.featureToggles, {}));
  return { toggles, saved: new URL(request.url).searchParams.has("saved") };
}

/** One toggle set; the service checks the caller and the setting again, and audits it. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = await adminOnly(context);
  const submission = parseWithZod(await request.formData(), { schema: featureToggleFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const set = await service.call(
    endpoints.featureToggleSet,
    featureToggleRequest(submission.value),
  );
  if (!set.ok) {
    const message = refusalMessage(set);
    const reply =
      message === FEATURE_TOGGLE_MESSAGES.unknownUser
        ? submission.reply({ fieldErrors: { target: [message] } })
        : submission.reply({ formErrors: [message] });
    return data({ result: reply }, set.httpStatus);
  }
  return redirect("/feature-toggles?saved=1");
}

export default function FeatureToggles({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(featureToggleFormSchema, actionData?.result, "toggle");
  const submitting = useNavigation().state === "submitting";
  const errors = errorSummaryItems([fields.feature, fields.target, fields.state]);
  return (
    <>
      <h1 className="text-2xl font-semibold">{FEATURE_TOGGLE_LABELS.heading}</h1>
      <p className="mt-2 text-fg-muted">
        A feature is on for the user ids it is set on for, or for All; a user's own setting wins
        over All's.
      </p>
      {loaderData.saved && !actionData ? (
        <Alert tone="success" className="mt-4">
          {FEATURE_TOGGLE_LABELS.saved}
        </Alert>
      ) : null}
      <FeatureTogglesTable toggles={loaderData.toggles} className="mt-4" />
      <div className="mt-8 max-w-xl">
        <FormErrorSummary errors={errors} />
        {form.errors?.length ? (
          <Alert tone="error" className="mt-4">
            {form.errors[0]}
          </Alert>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
          <FeatureToggleFieldset
            fields={{
              feature: textFieldProps(fields.feature),
              target: textFieldProps(fields.target),
              state: textFieldProps(fields.state),
            }}
          />
          <Button type="submit" variant="primary" isPending={submitting} className="self-start">
            {FEATURE_TOGGLE_LABELS.submit}
          </Button>
        </Form>
      </div>
    </>
  );
}
