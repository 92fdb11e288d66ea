import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AUTH_ROUTES, endpoints, resetPasswordPath } from "@wayfare/domain";
import {
  errorSummaryItems,
  FORGOT_PASSWORD_FORM_LABELS,
  forgotPasswordFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Button, FormErrorSummary, TextField } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { pageTitle } from "../page-title";
import { failureOf, guardAuthPage } from "../server/auth-pages.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/app.forgot-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Forgot password") },
];

export async function loader({ context }: Route.LoaderArgs) {
  await guardAuthPage(serviceOf(context));
  return null;
}

/** F§2, F§4: `forget` sends the OTP; success moves to the reset page, errors are a toast. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: forgotPasswordFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, 400);
  }
  const { userName } = submission.value;
  const result = await serviceOf(context).callAnonymously(endpoints.forget, { userName });
  if (result.ok && result.payload.requestId) {
    throw redirect(resetPasswordPath(result.payload.requestId, userName));
  }
  const { toast, status } = failureOf(result);
  return data({ result: submission.reply(), toast }, status);
}

export default function ForgotPasswordPage({ actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(
    forgotPasswordFormSchema,
    actionData?.result,
    "forgot-password",
  );
  const submitting = useNavigation().formAction === AUTH_ROUTES.forgotPassword;

  return (
    <AuthCard heading={FORGOT_PASSWORD_FORM_LABELS.heading}>
      <FormErrorSummary errors={errorSummaryItems([fields.userName])} />
      <p className="text-fg-muted">{FORGOT_PASSWORD_FORM_LABELS.intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.userName)}
          label={FORGOT_PASSWORD_FORM_LABELS.userName}
          type="text"
          inputMode="email"
          autoComplete="username"
        />
        <Button type="submit" variant="primary" isPending={submitting}>
          {FORGOT_PASSWORD_FORM_LABELS.submit}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={AUTH_ROUTES.login} className={authLinkClasses}>
          {FORGOT_PASSWORD_FORM_LABELS.backToLogin}
        </Link>
      </p>
      <ActionErrorToast message={actionData?.toast} submissionKey={form.status} />
    </AuthCard>
  );
}
