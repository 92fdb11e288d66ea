import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AUTH_ROUTES, endpoints, resetPasswordQuerySchema } from "@wayfare/domain";
import {
  errorSummaryItems,
  passwordFieldProps,
  RESET_PASSWORD_FORM_LABELS,
  resetPasswordFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FormErrorSummary, PasswordField, TextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { pageTitle } from "../page-title";
import { failureOf, guardAuthPage } from "../server/auth-pages.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/app.reset-password";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Reset password") },
];

/** The query names the reset request: requestId, and userName or key (F§2). */
function resetQuery(request: Request) {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = resetPasswordQuerySchema.safeParse(query);
  return parsed.success ? parsed.data : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await guardAuthPage(serviceOf(context));
  return { validLink: resetQuery(request) !== null };
}

const HIDDEN = ["newPassword", "reTypePassword"];

/** F§2, F§4, F§5: the fields in the spec's order, then `reset`; success is a confirmation. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: resetPasswordFormSchema });
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields: HIDDEN }), toast: null, done: false },
      400,
    );
  }
  const query = resetQuery(request);
  if (!query) {
    return data(
      { result: submission.reply({ hideFields: HIDDEN }), toast: null, done: false },
      400,
    );
  }
  const result = await serviceOf(context).callAnonymously(endpoints.reset, {
    ...query,
    ...submission.value,
  });
  if (result.ok) return { result: null, toast: null, done: true };
  const { toast, status } = failureOf(result);
  return data({ result: submission.reply({ hideFields: HIDDEN }), toast, done: false }, status);
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(
    resetPasswordFormSchema,
    actionData?.result,
    "reset-password",
  );
  const formAction = useNavigation().formAction;
  const submitting = formAction?.startsWith(AUTH_ROUTES.resetPassword) ?? false;

  if (actionData?.done) {
    return (
      <AuthCard heading={RESET_PASSWORD_FORM_LABELS.heading}>
        <Alert tone="success">{RESET_PASSWORD_FORM_LABELS.success}</Alert>
        <p className="mt-4">
          <Link to={AUTH_ROUTES.login} className={authLinkClasses}>
            {RESET_PASSWORD_FORM_LABELS.logIn}
          </Link>
        </p>
      </AuthCard>
    );
  }

  if (!loaderData.validLink) {
    return (
      <AuthCard heading={RESET_PASSWORD_FORM_LABELS.heading}>
        <Alert tone="error" live={false}>
          {RESET_PASSWORD_FORM_LABELS.badLink}
        </Alert>
        <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
          <Link to={AUTH_ROUTES.forgotPassword} className={authLinkClasses}>
            {RESET_PASSWORD_FORM_LABELS.requestAgain}
          </Link>
          <Link to={AUTH_ROUTES.login} className={authLinkClasses}>
            {RESET_PASSWORD_FORM_LABELS.backToLogin}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={RESET_PASSWORD_FORM_LABELS.heading}>
      <FormErrorSummary
        errors={errorSummaryItems([fields.otp, fields.newPassword, fields.reTypePassword])}
      />
      <p className="text-fg-muted">{RESET_PASSWORD_FORM_LABELS.intro}</p>
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.otp)}
          label={RESET_PASSWORD_FORM_LABELS.otp}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
        />
        <PasswordField
          {...passwordFieldProps(fields.newPassword)}
          label={RESET_PASSWORD_FORM_LABELS.newPassword}
          autoComplete="new-password"
        />
        <PasswordField
          {...passwordFieldProps(fields.reTypePassword)}
          label={RESET_PASSWORD_FORM_LABELS.reTypePassword}
          autoComplete="new-password"
        />
        <Button type="submit" variant="primary" isPending={submitting}>
          {RESET_PASSWORD_FORM_LABELS.submit}
        </Button>
      </Form>
      <p className="mt-4 text-sm">
        <Link to={AUTH_ROUTES.login} className={authLinkClasses}>
          {RESET_PASSWORD_FORM_LABELS.backToLogin}
        </Link>
      </p>
      <ActionErrorToast message={actionData?.toast} submissionKey={form.status} />
    </AuthCard>
  );
}
