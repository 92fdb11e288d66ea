import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  firstErrorMessage,
  landingPathFor,
  readTokenClaims,
  shouldRedirectFromAuthPages,
} from "@wayfare/domain";
import {
  errorSummaryItems,
  LOGIN_FORM_LABELS,
  loginFormSchema,
  passwordFieldProps,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import {
  Button,
  FormErrorSummary,
  PasswordField,
  TextField,
  Toast,
  ToastRegion,
} from "@wayfare/ui";
import { data, Form, redirect, useNavigation } from "react-router";
import { serviceClient } from "../server/service.server";
import { checkSession, storeToken } from "../server/session.server";
import type { Route } from "./+types/app.login";

export const meta: Route.MetaFunction = () => [{ title: "Login · Wayfare" }];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await checkSession(request);
  if (session.kind === "signed-in" && shouldRedirectFromAuthPages(session.user.role)) {
    const { role, additionalInfo } = session.user;
    throw redirect(landingPathFor(role, additionalInfo.aps), {
      headers: { "set-cookie": session.setCookie },
    });
  }
  const headers: HeadersInit =
    session.kind === "anonymous" ? {} : { "set-cookie": session.setCookie };
  return data(null, { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: loginFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }), toast: null }, 400);
  }

  const client = await serviceClient();
  const result = await client.backend("login", submission.value, {
    browser: request.headers.get("user-agent") ?? undefined,
  });
  const claims = result.ok && result.token ? readTokenClaims(result.token) : null;
  if (!result.ok || !result.token || !claims) {
    const message = firstErrorMessage(result.ok ? [] : result.errors);
    return data(
      { result: submission.reply({ hideFields: ["password"] }), toast: message },
      result.httpStatus >= 400 ? result.httpStatus : 502,
    );
  }

  const { role, additionalInfo } = claims.subject;
  throw redirect(landingPathFor(role, additionalInfo.aps), {
    headers: { "set-cookie": storeToken(result.token) },
  });
}

export default function LoginPage({ actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(loginFormSchema, actionData?.result, "login");
  const submitting = useNavigation().formAction === "/app/login";
  const errors = errorSummaryItems([fields.username, fields.password]);

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-[350px] rounded-lg border border-subtle bg-surface p-6 shadow-sm">
        <h1 className="mb-6 text-2xl font-semibold">Login to Wayfare</h1>
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
      </div>
      <ToastRegion>
        {actionData?.toast ? (
          <Toast key={form.status ?? "toast"} tone="error">
            {actionData.toast}
          </Toast>
        ) : null}
      </ToastRegion>
    </main>
  );
}
