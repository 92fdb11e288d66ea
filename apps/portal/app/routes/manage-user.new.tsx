import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { creatableRoles, endpoints } from "@wayfare/domain";
import {
  errorSummaryItems,
  newPersonFormSchema,
  PEOPLE_FORM_LABELS,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import { Alert, Button, FormErrorSummary, PersonFieldset } from "@wayfare/ui";
import { data, Form, redirect, useNavigation } from "react-router";
import { BackToPeople } from "../components/people/back-to-people";
import { pageTitle } from "../page-title";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { managerRole, refusalMessage } from "../server/people.server";
import type { Route } from "./+types/manage-user.new";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, PEOPLE_FORM_LABELS.newHeading) },
];

export async function loader({ context }: Route.LoaderArgs) {
  const roles = creatableRoles(await managerRole(serviceOf(context)));
  if (roles.length === 0) throw data(null, { status: 404 });
  return { roles };
}

/** A new account (issue 22): the service checks the role again, and emails the invitation. */
export async function action({ request, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: newPersonFormSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  const created = await serviceOf(context).call(endpoints.peopleCreate, submission.value);
  if (!created.ok) {
    const formErrors = [refusalMessage(created)];
    return data({ result: submission.reply({ formErrors }) }, created.httpStatus);
  }
  return redirect(`/manage-user/people/${created.payload.userId}?invited=1`);
}

export default function NewPerson({ loaderData, actionData }: Route.ComponentProps) {
  const [form, fields] = useValidatedForm(newPersonFormSchema, actionData?.result, "new-person");
  const submitting = useNavigation().state === "submitting";
  const errors = errorSummaryItems([fields.name, fields.email, fields.mobile, fields.role]);
  return (
    <div className="max-w-xl">
      <BackToPeople />
      <h1 className="mt-4 text-2xl font-semibold">{PEOPLE_FORM_LABELS.newHeading}</h1>
      <p className="mt-2 text-fg-muted">{PEOPLE_FORM_LABELS.newIntro}</p>
      <FormErrorSummary errors={errors} />
      {form.errors?.length ? (
        <Alert tone="error" className="mt-4">
          {form.errors[0]}
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <PersonFieldset
          fields={{
            name: textFieldProps(fields.name),
            email: textFieldProps(fields.email),
            mobile: textFieldProps(fields.mobile),
            role: textFieldProps(fields.role),
          }}
          roles={loaderData.roles}
          messages={{ rolePlaceholder: PEOPLE_FORM_LABELS.rolePlaceholder }}
        />
        <Button type="submit" variant="primary" isPending={submitting} className="self-start">
          {PEOPLE_FORM_LABELS.create}
        </Button>
      </Form>
    </div>
  );
}
