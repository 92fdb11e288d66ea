import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  AUTH_ROUTES,
  endpoints,
  googleLoginRequest,
  INTERNAL_OTP_SENT_MESSAGE,
  internalOtpRequest,
  LOGIN_MESSAGES,
} from "@wayfare/domain";
import {
  carriedOtpRequest,
  errorSummaryItems,
  googleSignInForm,
  INTERNAL_LOGIN_FORM_LABELS,
  INTERNAL_LOGIN_INTENTS,
  internalLoginIntentSchema,
  internalOtpLoginForm,
  internalOtpRequestForm,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import {
  Button,
  FormErrorSummary,
  NativeSelectField,
  TextField,
  Toast,
  ToastRegion,
} from "@wayfare/ui";
import { data, Form, Link, useNavigation } from "react-router";
import { AuthCard, authLinkClasses } from "../components/auth-card";
import { GoogleSignIn } from "../components/google-sign-in";
import { pageTitle } from "../page-title";
import { failureOf, guardAuthPage, signInOrFailure } from "../server/auth-pages.server";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/app.internalLogin";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Internal login") },
];

export async function loader({ context }: Route.LoaderArgs) {
  await guardAuthPage(serviceOf(context));
  const { internalLoginEmails, googleClientId } = portalConfig;
  return { emails: internalLoginEmails, googleClientId: googleClientId ?? null };
}

interface ActionResult {
  intent: string;
  result: SubmissionResult<string[]> | null;
  toast: { tone: "error" | "success"; message: string } | null;
  /** The chosen email and the OTP's request id, once an OTP was sent. */
  email?: string;
  requestId?: string;
}

function answer(value: ActionResult, status = 200) {
  return data(value, status);
}

/**
 * Three intents (F§2, F§3, F§5): request an OTP for an email from the configured list
 * (`otp`, type INTERNAL_LOGIN), log in with it (POST /internal/v1/login), or sign in with
 * Google (POST /ums/v1/oauth-sign-in). A sign-in stores the cookie and lands by role.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const intent = internalLoginIntentSchema.parse(formData.get("intent") ?? undefined);
  const service = serviceOf(context);

  if (intent === INTERNAL_LOGIN_INTENTS.google) {
    const parsed = parseWithZod(formData, { schema: googleSignInForm });
    if (!portalConfig.googleClientId || parsed.status !== "success") {
      const toast = { tone: "error" as const, message: LOGIN_MESSAGES.socialFailure };
      return answer({ intent, result: null, toast }, 400);
    }
    const result = await service.callAnonymously(
      endpoints.oauthSignIn,
      googleLoginRequest(parsed.value.credential),
    );
    const { toast, status } = await signInOrFailure(service, result);
    return answer({ intent, result: null, toast: { tone: "error", message: toast } }, status);
  }

  if (intent === INTERNAL_LOGIN_INTENTS.submitOtp) {
    const submission = parseWithZod(formData, { schema: internalOtpLoginForm });
    const { email, requestId } = carriedOtpRequest(submission.payload);
    if (submission.status !== "success") {
      return answer({ intent, result: submission.reply(), toast: null, email, requestId }, 400);
    }
    const result = await service.callAnonymously(endpoints.otpLogin, submission.value);
    const { toast, status } = await signInOrFailure(service, result);
    const reply = submission.reply({ hideFields: ["otp"] });
    const failure = { tone: "error" as const, message: toast };
    return answer({ intent, result: reply, toast: failure, email, requestId }, status);
  }

  const submission = parseWithZod(formData, { schema: internalOtpRequestForm });
  if (submission.status !== "success") {
    return answer({ intent, result: submission.reply(), toast: null }, 400);
  }
  const email = submission.value.email.toLowerCase();
  if (!portalConfig.internalLoginEmails.includes(email)) {
    const reply = submission.reply({ fieldErrors: { email: [LOGIN_MESSAGES.selectEmail] } });
    return answer({ intent, result: reply, toast: null }, 400);
  }
  const result = await service.callAnonymously(
    endpoints.otp,
    internalOtpRequest(email, crypto.randomUUID()),
  );
  if (!result.ok || !result.payload.requestId) {
    const { toast, status } = failureOf(result);
    const failure = { tone: "error" as const, message: toast };
    return answer({ intent, result: submission.reply(), toast: failure }, status);
  }
  const toast = { tone: "success" as const, message: INTERNAL_OTP_SENT_MESSAGE };
  const requestId = result.payload.requestId;
  return answer({ intent, result: submission.reply(), toast, email, requestId });
}

export default function InternalLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const labels = INTERNAL_LOGIN_FORM_LABELS;
  const intents = INTERNAL_LOGIN_INTENTS;
  const lastResult = (intent: string) =>
    actionData?.intent === intent ? actionData.result : undefined;
  const [requestForm, requestFields] = useValidatedForm(
    internalOtpRequestForm,
    lastResult(intents.requestOtp),
    "otp-request",
  );
  const [otpForm, otpFields] = useValidatedForm(
    internalOtpLoginForm,
    lastResult(intents.submitOtp),
    "otp-login",
  );
  const navigation = useNavigation();
  const pending = (intent: string) =>
    navigation.formAction === AUTH_ROUTES.internalLogin &&
    navigation.formData?.get("intent") === intent;
  const otpSent = Boolean(actionData?.requestId && actionData.email);

  return (
    <AuthCard heading={labels.heading}>
      <FormErrorSummary
        errors={errorSummaryItems([requestFields.email, otpFields.username, otpFields.otp])}
      />
      <Form method="post" {...getFormProps(requestForm)} className="flex flex-col gap-4">
        <NativeSelectField
          id={requestFields.email.id}
          name={requestFields.email.name}
          label={labels.email}
          placeholder={labels.emailPlaceholder}
          options={loaderData.emails.map((email) => ({ value: email, label: email }))}
          defaultValue={actionData?.email}
          errors={requestFields.email.errors}
        />
        <Button
          type="submit"
          name="intent"
          value={intents.requestOtp}
          variant={otpSent ? "secondary" : "primary"}
          isPending={pending(intents.requestOtp)}
        >
          {otpSent ? labels.resendOtp : labels.requestOtp}
        </Button>
      </Form>
      {otpSent ? (
        <Form method="post" {...getFormProps(otpForm)} className="mt-6 flex flex-col gap-4">
          <input type="hidden" name={otpFields.username.name} value={actionData?.email} />
          <input type="hidden" name={otpFields.otpRequestID.name} value={actionData?.requestId} />
          <TextField
            {...textFieldProps(otpFields.otp)}
            defaultValue={undefined}
            label={labels.otp}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <Button
            type="submit"
            name="intent"
            value={intents.submitOtp}
            variant="primary"
            isPending={pending(intents.submitOtp)}
          >
            {labels.submit}
          </Button>
        </Form>
      ) : null}
      {loaderData.googleClientId ? (
        <div className="mt-6 flex flex-col gap-3">
          <p className="text-center text-sm text-fg-muted">{labels.or}</p>
          <GoogleSignIn clientId={loaderData.googleClientId} intent={intents.google} />
        </div>
      ) : null}
      <p className="mt-4 text-sm">
        <Link to={AUTH_ROUTES.login} className={authLinkClasses}>
          {labels.backToLogin}
        </Link>
      </p>
      <ToastRegion>
        {actionData?.toast ? (
          <Toast key={`${actionData.intent}-${actionData.requestId}`} tone={actionData.toast.tone}>
            {actionData.toast.message}
          </Toast>
        ) : null}
      </ToastRegion>
    </AuthCard>
  );
}
