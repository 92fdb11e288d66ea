import { endpoints, mayPickEmployees } from "@wayfare/domain";
import type { ServiceGateway } from "./gateway/service-gateway.server";

/**
 * The company's employees for a corporate booker's employee picker (the domain's
 * `mayPickEmployees`); none for anyone else, or when the call fails.
 */
export async function employeesFor(service: ServiceGateway) {
  const user = await service.signedInUser();
  if (!user || !mayPickEmployees(user.role)) return [];
  const answer = await service.call(endpoints.corporateEmployees, {});
  return answer.ok ? answer.payload.employees : [];
}
