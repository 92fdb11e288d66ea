import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  endpoints,
  MONEY_MESSAGES,
  type MoneyWallet,
  moneyAccountRequestSchema,
  STATEMENT_PAGE_SIZE,
  walletLabel,
} from "@wayfare/domain";
import {
  errorSummaryItems,
  MONEY_FORM_LABELS,
  moneyMoveFormSchema,
  textFieldProps,
  useValidatedForm,
} from "@wayfare/forms";
import {
  AccountStatement,
  Alert,
  ConfirmAction,
  FormErrorSummary,
  MoneyMoveFieldset,
  MoneySummary,
  type StatementOrder,
} from "@wayfare/ui";
import { data, Form, Link } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { refusalMessage } from "../server/people.server";
import type { Route } from "./+types/manage-user.accounts.$userId.money";

export const meta: Route.MetaFunction = ({ data: loaded, matches }) => [
  { title: pageTitle(matches, `${MONEY_FORM_LABELS.heading}: ${loaded?.account.name ?? ""}`) },
];

/**
 * One account's money (issue 22, decision 0077): its balances and dues, a form that posts a
 * ledger entry, and one wallet's statement (`?wallet=…&direction=…&page=…`). Each showing of
 * the form carries a new idempotency key, so a second submit of the same form posts once.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const asked: Record<string, unknown> = {
    ...Object.fromEntries(new URL(request.url).searchParams),
    userId: params.userId,
  };
  if (asked.page !== undefined) asked.page = Number(asked.page);
  const parsed = moneyAccountRequestSchema.shape.data.safeParse(asked);
  if (!parsed.success) throw data({ message: "This statement link is not complete." }, 404);
  const money = orThrow(await serviceOf(context).call(endpoints.moneyAccount, parsed.data));
  return { ...money, idempotencyKey: crypto.randomUUID() };
}

/** Posts the entry once it is confirmed; before JavaScript, a valid form is asked about first. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const submission = parseWithZod(await request.formData(), { schema: moneyMoveFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), asked: false, done: null }, 400);
  }
  const { confirmed, ...move } = submission.value;
  if (confirmed !== "yes") return { result: submission.reply(), asked: true, done: null };
  const moved = await serviceOf(context).call(endpoints.moneyMove, {
    ...move,
    userId: params.userId,
  });
  if (!moved.ok) {
    const result = submission.reply({ formErrors: [refusalMessage(moved)] });
    return data({ result, asked: false, done: null }, moved.httpStatus);
  }
  const { account, replayed } = moved.payload;
  const done = replayed
    ? MONEY_MESSAGES.replayed
    : MONEY_MESSAGES.posted(move.direction, move.wallet, move.amount, account.name);
  return { result: submission.reply({ resetForm: true }), asked: false, done };
}

const WALLETS: readonly MoneyWallet[] = ["DEPOSIT", "CREDIT_LINE"];

export default function AccountMoney({ loaderData, actionData }: Route.ComponentProps) {
  const { account, statement, idempotencyKey } = loaderData;
  const [form, fields] = useValidatedForm(moneyMoveFormSchema, actionData?.result, "money-move", {
    wallet: statement.wallet,
  });
  const errors = errorSummaryItems([fields.wallet, fields.direction, fields.amount, fields.reason]);
  const here = `/manage-user/accounts/${account.userId}/money`;
  const hrefFor = (order: StatementOrder) =>
    `${here}?${new URLSearchParams({ wallet: statement.wallet, direction: order.direction, page: String(order.page) })}`;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <p>
        <Link to="/manage-user/accounts" className="font-semibold text-link underline">
          {MONEY_FORM_LABELS.backToAccounts}
        </Link>
      </p>
      <div>
        <h1 className="text-2xl font-semibold">
          {MONEY_FORM_LABELS.heading}: {account.name}
        </h1>
        <p className="mt-1 text-fg-muted">
          {account.userId} · {account.role} · {account.email}
        </p>
      </div>
      <MoneySummary dues={account.dues} />
      <section aria-labelledby="money-move-heading" className="flex flex-col gap-3">
        <h2 id="money-move-heading" className="text-xl font-semibold">
          {MONEY_FORM_LABELS.moveHeading}
        </h2>
        <p className="text-fg-muted">{MONEY_FORM_LABELS.moveIntro}</p>
        <div aria-live="polite">
          {actionData?.done ? <Alert tone="success">{actionData.done}</Alert> : null}
        </div>
        <FormErrorSummary errors={errors} />
        {form.errors?.length ? <Alert tone="error">{form.errors[0]}</Alert> : null}
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <MoneyMoveFieldset
            fields={{
              wallet: textFieldProps(fields.wallet),
              direction: textFieldProps(fields.direction),
              amount: textFieldProps(fields.amount),
              reason: textFieldProps(fields.reason),
            }}
          />
        </Form>
        <div>
          {/* A new key after each post: the dialog of the posted form closes with it. */}
          <ConfirmAction
            key={idempotencyKey}
            formId={form.id}
            label={MONEY_FORM_LABELS.post}
            variant="primary"
            asked={actionData?.asked ?? false}
            cancelHref={here}
            question={{
              title: MONEY_FORM_LABELS.confirmQuestion,
              description: MONEY_FORM_LABELS.confirmDescription,
              confirm: MONEY_FORM_LABELS.confirm,
              cancel: MONEY_FORM_LABELS.cancel,
            }}
          />
        </div>
      </section>
      <section aria-labelledby="statement-heading" className="flex flex-col gap-3">
        <h2 id="statement-heading" className="text-xl font-semibold">
          {MONEY_FORM_LABELS.statementHeading}
        </h2>
        <nav aria-label="Statements" className="flex gap-4">
          {WALLETS.map((wallet) => (
            <Link
              key={wallet}
              to={`${here}?wallet=${wallet}`}
              aria-current={wallet === statement.wallet ? "page" : undefined}
              className="font-semibold text-link underline aria-[current=page]:text-fg aria-[current=page]:no-underline"
            >
              {walletLabel(wallet)}
            </Link>
          ))}
        </nav>
        <AccountStatement
          entries={statement.entries}
          order={{ direction: statement.direction, page: statement.page }}
          total={statement.total}
          pageSize={STATEMENT_PAGE_SIZE}
          hrefFor={hrefFor}
          csvHref={`${here}/statement.csv?wallet=${statement.wallet}`}
          messages={{ caption: `${walletLabel(statement.wallet)} statement` }}
        />
      </section>
    </div>
  );
}
