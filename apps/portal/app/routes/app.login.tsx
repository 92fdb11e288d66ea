import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AUTH_ROUTES, endpoints } from "@wayfare/domain";
import {
  errorSummaryItems,
  LOGIN_FORM_LABELS,
  loginFormSchema,
  passwordFieldProps,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Button, FormErrorSummary, PasswordField, TextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { pageTitle } from "../page-title";
import { guardAuthPage, signInOrFailure } from "../server/auth-pages.server";
import { claimGuestReview } from "../server/claim-guest-review.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { loginNextOf } from "../server/login-next.server";
import type { Route } from "./+types/app.login";

export const meta: Route.MetaFunction = () => [{ title: pageTitle("Login") }];

export async function loader({ context }: Route.LoaderArgs) {
  await guardAuthPage(serviceOf(context));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, 400);
  }

  const service = serviceOf(context);
  const answer = await service.callAnonymously(endpoints.login, submission.value);
  const next = loginNextOf(request);
  const { toast, status } = await signInOrFailure(
    service,
    answer,
    next === undefined
      ? undefined
      : { path: next, beforeNext: () => claimGuestReview(service, next) },
  );
  return data({ result: submission.reply({ hideFields: ["password"] }), toast }, status);
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(loginFormSchema, actionData?.result, "login");
  const submitting = useNavigation().formAction === AUTH_ROUTES.login;
  const errors = errorSummaryItems([fields.username, fields.password]);

  return (
    <AuthCard heading="Login to Wayfare">
      <FormErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.username)}
          label={LOGIN_FORM_LABELS.username}
          type="text"
          inputMode="email"
          autoComplete="username"
        />
        <PasswordField
          {...passwordFieldProps(fields.password)}
          label={LOGIN_FORM_LABELS.password}
          autoComplete="current-password"
        />
        <Button type="submit" variant="primary" isPending={submitting}>
          {LOGIN_FORM_LABELS.submit}
        </Button>
      </Form>
      <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to={AUTH_ROUTES.forgotPassword} className={authLinkClasses}>
          {LOGIN_FORM_LABELS.forgotPassword}
        </Link>
        <Link to={AUTH_ROUTES.register} className={authLinkClasses}>
          {LOGIN_FORM_LABELS.register}
        </Link>
      </p>
      <ActionErrorToast message={actionData?.toast} submissionKey={form.status} />
    </AuthCard>
  );
}
