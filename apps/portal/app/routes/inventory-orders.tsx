import type { Route } from "./+types/inventory-orders";

export const meta: Route.MetaFunction = () => [{ title: "Inventory orders · Wayfare" }];

export default function InventoryOrdersLanding() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Inventory orders</h1>
      <p className="mt-2 text-fg-muted">Where suppliers land after login.</p>
    </>
  );
}
