import { mayManagePeople, type Role } from "@wayfare/domain";
import { data } from "react-router";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/** The signed-in manager's role; 404 for anyone who manages nobody (as the service answers). */
export async function managerRole(service: ServiceGateway): Promise<Role> {
  const role = (await service.signedInUser())?.role;
  if (!role || !mayManagePeople(role)) throw data(null, { status: 404 });
  return role;
}

/** The first message of a refused call, for the form's own error. */
export const refusalMessage = (answer: { errors: readonly { message: string }[] }) =>
  answer.errors[0]?.message ?? "";
