import {
  endpoints,
  SUPPLIER_LOADS_PAGE_SIZE,
  SUPPLIER_ORDERS_PAGE_SIZE,
  type SupplierLoad,
  supplierInventoryRequestSchema,
} from "@wayfare/domain";
import { SUPPLIER_INTENTS } from "@wayfare/forms";
import {
  Alert,
  AllotmentUpload,
  NativeButton,
  SupplierLoadsTable,
  SupplierOrdersTable,
} from "@wayfare/ui";
import { data, Form, useNavigation } from "react-router";
import { pageTitle } from "../page-title";
import { orThrow } from "../server/booking.server";
import { serviceOf } from "../server/gateway/gateway-middleware.server";
import { supplierAction } from "../server/supplier.server";
import type { Route } from "./+types/inventory-orders";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "Inventory orders") },
];

/**
 * A supplier's inventory (issue 22, decision 0082): the upload of seat allotments and fares
 * for its airline's flights, its loads a page at a time (`?page=`) and the orders on them
 * (`?ordersPage=`); a SUPPLIER_ADMIN sees its suppliers' loads and withdraws them. Other
 * roles: the service answers 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const search = new URL(request.url).searchParams;
  const page = Number(search.get("page") ?? 0);
  const ordersPage = Number(search.get("ordersPage") ?? 0);
  const parsed = supplierInventoryRequestSchema.shape.data.safeParse({ page, ordersPage });
  if (!parsed.success) throw data({ message: "This page link is not complete." }, 404);
  return orThrow(await serviceOf(context).call(endpoints.supplierInventory, parsed.data));
}

export async function action({ request, context }: Route.ActionArgs) {
  // The root's submission guard has bounded the body (an upload to SUBMISSION_LIMITS).
  const { status, result } = await supplierAction(serviceOf(context), await request.formData());
  return data(result, status);
}

function WithdrawForm({ load }: { load: SupplierLoad }) {
  if (load.status !== "ON_SALE") return null;
  return (
    <Form method="post">
      <input type="hidden" name="loadId" value={load.loadId} />
      <NativeButton
        type="submit"
        name="intent"
        value={SUPPLIER_INTENTS.withdraw}
        size="sm"
        variant="secondary"
      >
        {`Withdraw ${load.fileName}`}
      </NativeButton>
    </Form>
  );
}

export default function InventoryOrders({ loaderData, actionData }: Route.ComponentProps) {
  const { airline, suppliers, mayWithdraw, loads, page, total, orders, ordersPage, ordersTotal } =
    loaderData;
  const pagesHref = (loadsPage: number, toOrdersPage: number) =>
    `/inventory-orders?page=${loadsPage}&ordersPage=${toOrdersPage}`;
  const navigation = useNavigation();
  const uploading = navigation.formData?.get("intent") === SUPPLIER_INTENTS.load;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Inventory orders</h1>
        <p className="mt-1 text-fg-muted">
          Seats and fares on {airline} flights, sold in search as the Supplier fare.
        </p>
      </div>
      {mayWithdraw ? null : (
        <Form method="post" encType="multipart/form-data">
          <AllotmentUpload
            csv={actionData?.csv}
            errors={actionData?.errors}
            loaded={actionData?.loaded ?? undefined}
            isPending={uploading}
          />
        </Form>
      )}
      {suppliers.length > 0 ? (
        <section aria-labelledby="suppliers-heading" className="flex flex-col gap-2">
          <h2 id="suppliers-heading" className="text-xl font-semibold">
            Your suppliers
          </h2>
          <ul className="list-disc pl-5">
            {suppliers.map((supplier) => (
              <li key={supplier.userId}>
                {supplier.name} ({supplier.email})
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="loads-heading" className="flex flex-col gap-3">
        <h2 id="loads-heading" className="text-xl font-semibold">
          {mayWithdraw ? "Your suppliers' loads" : "Your loads"}
        </h2>
        <div aria-live="polite">
          {actionData?.withdrawal ? (
            <Alert tone={actionData.withdrawal.ok ? "success" : "error"}>
              {actionData.withdrawal.message}
            </Alert>
          ) : null}
        </div>
        <SupplierLoadsTable
          loads={loads}
          page={page}
          total={total}
          pageSize={SUPPLIER_LOADS_PAGE_SIZE}
          pageHref={(to) => pagesHref(to, ordersPage)}
          actionFor={mayWithdraw ? (load) => <WithdrawForm load={load} /> : undefined}
        />
      </section>
      <section aria-labelledby="orders-heading" className="flex flex-col gap-3">
        <h2 id="orders-heading" className="text-xl font-semibold">
          {mayWithdraw ? "Orders on your suppliers' seats" : "Orders on your seats"}
        </h2>
        <SupplierOrdersTable
          orders={orders}
          page={ordersPage}
          total={ordersTotal}
          pageSize={SUPPLIER_ORDERS_PAGE_SIZE}
          pageHref={(to) => pagesHref(page, to)}
        />
      </section>
    </div>
  );
}
