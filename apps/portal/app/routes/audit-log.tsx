import {
  AUDIT_LOG_PAGE_SIZE,
  auditLogRequestSchema,
  endpoints,
  mayReadAuditLog,
} from "@wayfare/domain";
import { AuditLogTable, Button, TextField } from "@wayfare/ui";
import { data, Form } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import type { Route } from "./+types/audit-log";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Audit log") },
];

const SUBJECT_DESCRIPTION = "A booking id, a PNR or a user id; leave it empty for everything.";

/** `?subject=…&page=…` as the service's request, or null for a link it would refuse. */
function askedFor(url: URL) {
  const subject = url.searchParams.get("subject")?.trim() || undefined;
  const page = Number(url.searchParams.get("page") ?? 0);
  const parsed = auditLogRequestSchema.shape.data.safeParse({ subject, page });
  return parsed.success ? parsed.data : null;
}

/** The audit log for admins (issue 22, decision 0066): newest first, about one subject if asked. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  if (!mayReadAuditLog((await service.signedInUser())?.role ?? "")) {
    throw data(null, { status: 404 });
  }
  const asked = askedFor(new URL(request.url));
  if (!asked) throw data({ message: "This audit log link is not complete." }, 404);
  const log = orThrow(await service.call(endpoints.auditLog, asked));
  return { ...log, subject: asked.subject ?? "" };
}

const pageHref = (subject: string, page: number) =>
  `?${new URLSearchParams({ ...(subject ? { subject } : {}), page: String(page) })}`;

export default function AuditLog({ loaderData }: Route.ComponentProps) {
  const { entries, page, hasMore, subject } = loaderData;
  return (
    <>
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <p className="mt-2 text-fg-muted">
        Who did what in the back office, and when, newest first ({AUDIT_LOG_PAGE_SIZE} a page).
      </p>
      <Form method="get" className="mt-6 flex max-w-2xl flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          name="subject"
          label="About"
          description={SUBJECT_DESCRIPTION}
          defaultValue={subject}
          autoComplete="off"
          className="sm:flex-1"
        />
        <Button type="submit" variant="primary" className="self-start sm:self-end">
          Show
        </Button>
      </Form>
      <AuditLogTable
        entries={entries}
        newerHref={page > 0 ? pageHref(subject, page - 1) : undefined}
        olderHref={hasMore ? pageHref(subject, page + 1) : undefined}
        className="mt-6"
      />
    </>
  );
}
