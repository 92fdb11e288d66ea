import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { AUTH_ROUTES, endpoints, registerRequest } from "@wayfare/domain";
import {
  errorSummaryItems,
  passwordFieldProps,
  REGISTER_FORM_LABELS,
  registerFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FormErrorSummary, PasswordField, TextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { pageTitle } from "../page-title";
import { failureOf, guardAuthPage } from "../server/auth-pages.server";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { GatewayAnswer } from "../server/gateway/service-gateway.server";
import type { Route } from "./+types/app.register";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Register") },
];

/** Registration is a service setting: when it is off, `register` answers 404 (F§2). */
const isDisabled = (answer: GatewayAnswer<unknown>) => !answer.ok && answer.httpStatus === 404;

/**
 * Asks the service whether registration is on: an empty `register` call is refused by its
 * schema (400, nothing written) when it is, and answers 404 when it is not.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  await guardAuthPage(service);
  // Deliberately empty: refused by the schema when registration is on, 404 when it is off.
  const probe = await service.callAnonymously(endpoints.register, {} as never);
  return { available: !isDisabled(probe) };
}

type Outcome = "registered" | "unavailable" | null;

export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: registerFormSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return data(
      { result: submission.reply({ hideFields }), toast: null, outcome: null as Outcome },
      400,
    );
  }
  const result = await serviceOf(context).callAnonymously(
    endpoints.register,
    registerRequest(submission.value, portalConfig.clientMode),
  );
  if (result.ok) return { result: null, toast: null, outcome: "registered" as Outcome };
  if (isDisabled(result)) return { result: null, toast: null, outcome: "unavailable" as Outcome };
  const { toast, status } = failureOf(result);
  return data(
    { result: submission.reply({ hideFields }), toast, outcome: null as Outcome },
    status,
  );
}

function LoginLink({ children }: { children: string }) {
  return (
    <p className="mt-4">
      <Link to={AUTH_ROUTES.login} className={authLinkClasses}>
        {children}
      </Link>
    </p>
  );
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(registerFormSchema, actionData?.result, "register");
  const submitting = useNavigation().formAction === AUTH_ROUTES.register;

  if (actionData?.outcome === "registered") {
    return (
      <AuthCard heading={REGISTER_FORM_LABELS.heading}>
        <Alert tone="success">{REGISTER_FORM_LABELS.success}</Alert>
        <LoginLink>{REGISTER_FORM_LABELS.logIn}</LoginLink>
      </AuthCard>
    );
  }
  if (!loaderData.available || actionData?.outcome === "unavailable") {
    return (
      <AuthCard heading={REGISTER_FORM_LABELS.heading}>
        <Alert tone="info" live={false}>
          {REGISTER_FORM_LABELS.unavailable}
        </Alert>
        <LoginLink>{REGISTER_FORM_LABELS.backToLogin}</LoginLink>
      </AuthCard>
    );
  }

  const errors = errorSummaryItems([
    fields.email,
    fields.password,
    fields.companyName,
    fields.mobile,
  ]);
  return (
    <AuthCard heading={REGISTER_FORM_LABELS.heading}>
      <FormErrorSummary errors={errors} />
      <Form method="post" {...getFormProps(form)} className="mt-4 flex flex-col gap-4">
        <TextField
          {...textFieldProps(fields.email)}
          label={REGISTER_FORM_LABELS.email}
          type="email"
          autoComplete="email"
        />
        <PasswordField
          {...passwordFieldProps(fields.password)}
          label={REGISTER_FORM_LABELS.password}
          autoComplete="new-password"
        />
        <TextField
          {...textFieldProps(fields.companyName)}
          label={REGISTER_FORM_LABELS.companyName}
          type="text"
          autoComplete="organization"
        />
        <TextField
          {...textFieldProps(fields.mobile)}
          label={REGISTER_FORM_LABELS.mobile}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
        />
        <Button type="submit" variant="primary" isPending={submitting}>
          {REGISTER_FORM_LABELS.submit}
        </Button>
      </Form>
      <LoginLink>{REGISTER_FORM_LABELS.backToLogin}</LoginLink>
      <ActionErrorToast message={actionData?.toast} submissionKey={form.status} />
    </AuthCard>
  );
}
