import { parseWithZod } from "@conform-to/zod/v4";
import { AUTH_ROUTES, endpoints, LOGIN_FIELD_CHECKS } from "@wayfare/domain";
import { LOGIN_FORM_LABELS, loginFormSchema, useFieldChecks } from "@wayfare/forms";
import { FormErrorSummary, NativeButton, NativePasswordField, NativeTextField } from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { useBrand } from "../brand";
import { ActionErrorToast } from "../components/action-error-toast";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { pageTitle } from "../page-title";
import { guardAuthPage, signInOrFailure } from "../server/auth-pages.server";
import { claimGuestReview } from "../server/claim-guest-review.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { loginNextOf } from "../server/login-next.server";
import type { Route } from "./+types/app.login";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Login") }];

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

const FIELD_IDS = { username: "login-username", password: "login-password" } as const;

/**
 * The login page's browser code is kept small (issue 18's 130 kB): native fields and button
 * from ui (no React Aria), and the domain's field checks run without Zod or Conform. The
 * server action still parses the form with the schema built on the same checks.
 */
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const result = actionData?.result;
  const { errors, onSubmit, onInput } = useFieldChecks(LOGIN_FIELD_CHECKS, result?.error);
  const submitting = useNavigation().formAction === AUTH_ROUTES.login;
  const summary = (["username", "password"] as const).flatMap((name) =>
    (errors[name] ?? []).map((message) => ({ fieldId: FIELD_IDS[name], message })),
  );
  const username = result?.initialValue?.username;
  const brand = useBrand();

  return (
    <AuthCard heading={`Login to ${brand.name}`}>
      <FormErrorSummary errors={summary} />
      <Form
        method="post"
        noValidate
        onSubmit={onSubmit}
        onInput={onInput}
        className="mt-4 flex flex-col gap-4"
      >
        <NativeTextField
          id={FIELD_IDS.username}
          name="username"
          label={LOGIN_FORM_LABELS.username}
          errors={errors.username ?? []}
          defaultValue={typeof username === "string" ? username : undefined}
          inputMode="email"
          autoComplete="username"
        />
        <NativePasswordField
          id={FIELD_IDS.password}
          name="password"
          label={LOGIN_FORM_LABELS.password}
          errors={errors.password ?? []}
          autoComplete="current-password"
        />
        <NativeButton type="submit" variant="primary" isPending={submitting}>
          {LOGIN_FORM_LABELS.submit}
        </NativeButton>
      </Form>
      <p className="mt-4 flex flex-wrap justify-between gap-2 text-sm">
        <Link to={AUTH_ROUTES.forgotPassword} className={authLinkClasses}>
          {LOGIN_FORM_LABELS.forgotPassword}
        </Link>
        <Link to={AUTH_ROUTES.register} className={authLinkClasses}>
          {LOGIN_FORM_LABELS.register}
        </Link>
      </p>
      <ActionErrorToast message={actionData?.toast} submissionKey={result?.status} />
    </AuthCard>
  );
}
