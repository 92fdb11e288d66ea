import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { catalogueError, endpoints, mayManagePeople, retailRedirectTarget } from "@wayfare/domain";
import {
  errorSummaryItems,
  PROFILE_FORM_LABELS as LABELS,
  profileFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FormErrorSummary, TextField } from "@wayfare/ui";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { portalConfig } from "../server/config.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { ServiceGateway } from "../server/gateway/service-gateway.server";
import type { Route } from "./+types/my-profile";
import { LINKED_ACCOUNTS_PATH } from "./linked-accounts";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "My profile") },
];

async function currentProfile(service: ServiceGateway) {
  return orThrow(await service.call(endpoints.userProfile, {}));
}

/** J§2 My profile; retail users are sent to the flight search (F§2). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const retail = retailRedirectTarget(url.pathname, portalConfig.clientMode);
  if (retail) throw redirect(retail);
  return currentProfile(serviceOf(context));
}

/**
 * Saves name, mobile and phone. The service takes the whole profile, so the parts this page
 * does not edit (PAN, address) go back as they are.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: profileFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null, saved: false }, 400);
  }
  const service = serviceOf(context);
  const current = await currentProfile(service);
  const { panInfo, addressInfo } = current.profile;
  const saved = await service.call(endpoints.updateUser, {
    ...submission.value,
    panInfo,
    addressInfo,
  });
  if (saved.ok) return { result: submission.reply(), toast: null, saved: true };
  const toast = saved.errors[0]?.message ?? catalogueError("100").message;
  return data({ result: submission.reply(), toast, saved: false }, 400);
}

export default function MyProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { userInfo, profile } = loaderData;
  const [form, fields] = useValidatedForm(profileFormSchema, actionData?.result, "profile");
  const saving = useNavigation().state === "submitting";
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{LABELS.heading}</h1>
      {actionData?.saved ? (
        <Alert tone="success" className="mb-4">
          {LABELS.saved}
        </Alert>
      ) : null}
      <FormErrorSummary errors={errorSummaryItems([fields.name, fields.mobile, fields.phone])} />
      <Form
        method="post"
        {...getFormProps(form)}
        className="flex max-w-md flex-col gap-4 rounded-lg border border-subtle bg-surface p-4"
      >
        <TextField
          {...textFieldProps(fields.name)}
          defaultValue={fields.name.initialValue ?? userInfo.name}
          label={LABELS.name}
          autoComplete="name"
        />
        <TextField
          label={LABELS.email}
          description={LABELS.emailDescription}
          value={userInfo.email}
          isReadOnly
        />
        <TextField
          {...textFieldProps(fields.mobile)}
          defaultValue={fields.mobile.initialValue ?? userInfo.mobile ?? ""}
          label={LABELS.mobile}
          type="text"
          inputMode="tel"
          autoComplete="tel-national"
        />
        <TextField
          {...textFieldProps(fields.phone)}
          defaultValue={fields.phone.initialValue ?? profile.phone ?? ""}
          label={LABELS.phone}
          type="tel"
          autoComplete="tel"
        />
        <Button type="submit" variant="primary" isPending={saving} className="self-start">
          {LABELS.submit}
        </Button>
      </Form>
      <ul className="mt-6 flex flex-col gap-2">
        {mayManagePeople(userInfo.role) ? (
          <li>
            <Link to="/manage-user" className="font-semibold text-link underline">
              {LABELS.people}
            </Link>
          </li>
        ) : null}
        <li>
          <Link to={LINKED_ACCOUNTS_PATH} className="font-semibold text-link underline">
            {LABELS.linkedAccounts}
          </Link>
        </li>
      </ul>
      <ActionErrorToast message={actionData?.toast} submissionKey={form.status} />
    </>
  );
}
