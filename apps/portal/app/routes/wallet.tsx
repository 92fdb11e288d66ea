import { parseWithZod } from "@conform-to/zod/v4";
import { endpoints, groupMemberOf, isInRoleGroup, type WalletKind } from "@wayfare/domain";
import { TOP_UP_FORM_LABELS, topUpFormSchema } from "@wayfare/forms";
import { Passbook, WalletBalances } from "@wayfare/ui";
import { data, redirect } from "react-router";
import { ActionErrorToast } from "../components/action-error-toast";
import { TopUpForm } from "../components/wallet/top-up-form";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { gatewayModes } from "../server/payment.server";
import { passbookPageOf } from "../server/wallet.server";
import { passbookPageHref, topUpPaymentHref } from "../wallet-links";
import type { Route } from "./+types/wallet";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(matches, "Wallet") }];

/**
 * The signed-in user's wallets (J§1), read live from the ledger: an agency's deposit and
 * credit line, otherwise TJ Cash; a credit shell for everyone. Then the top-up form and
 * the passbook of the wallet a top-up credits (decision 0065).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const service = serviceOf(context);
  const subject = await service.signedInUser();
  const agent = subject ? isInRoleGroup(groupMemberOf(subject), "AGENT") : false;
  const payload = orThrow(await service.call(endpoints.balance, {}));
  const kinds: WalletKind[] = agent
    ? ["DEPOSIT", "CREDIT_LINE", "CREDIT_SHELL"]
    : ["TJ_CASH", "CREDIT_SHELL"];
  const wallets = kinds.map((kind) => ({ kind, amount: payload.balances[kind] }));
  const passbook = orThrow(
    await service.call(endpoints.passbook, { page: passbookPageOf(request) }),
  );
  return {
    wallets,
    tjCashPoints: payload.tjCashPoints,
    modes: gatewayModes(payload),
    passbook,
  };
}

/** The top-up form: checked with its schema, the order opened, then its payment step. */
export async function action({ request, context }: Route.ActionArgs) {
  const service = serviceOf(context);
  const submission = parseWithZod(await request.formData(), { schema: topUpFormSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), toast: null }, 400);
  }
  const opened = await service.call(endpoints.topUp, { amount: submission.value.amount });
  if (opened.ok) throw redirect(topUpPaymentHref(opened.payload.topUpId, submission.value.mode));
  const toast = opened.errors[0]?.message ?? null;
  return data({ result: submission.reply(), toast }, 400);
}

export default function Wallet({ loaderData, actionData }: Route.ComponentProps) {
  const { passbook } = loaderData;
  return (
    <section aria-labelledby="wallet-heading" className="flex max-w-3xl flex-col gap-6">
      <h1 id="wallet-heading" className="text-2xl font-semibold">
        Wallet
      </h1>
      <div className="max-w-xl">
        <WalletBalances wallets={loaderData.wallets} tjCashPoints={loaderData.tjCashPoints} />
      </div>
      {loaderData.modes.length > 0 ? (
        <div className="max-w-xl">
          <TopUpForm modes={loaderData.modes} lastResult={actionData?.result} />
        </div>
      ) : null}
      <div className="flex flex-col gap-3">
        <h2 id="passbook" className="text-lg font-semibold">
          {TOP_UP_FORM_LABELS.passbook}
        </h2>
        <Passbook
          entries={passbook.entries}
          page={passbook.page}
          pageCount={passbook.pageCount}
          pageHref={passbookPageHref}
          csvHref="/wallet/passbook.csv"
        />
      </div>
      <ActionErrorToast message={actionData?.toast} submissionKey={actionData?.result?.status} />
    </section>
  );
}
