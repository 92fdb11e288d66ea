import { z } from "zod";
import { requestBodySchema } from "./envelope";

/**
 * The employees of the caller's company for the passenger page's employee picker (J§2): for
 * a CORPORATE or CORPORATE_STAFF caller (the domain's `mayPickEmployees`), its organisation's
 * people; none for anyone else.
 */
export const CORPORATE_EMPLOYEES_PATH = "/xms/v1/corporate/employees";

export const corporateEmployeesRequestSchema = requestBodySchema(z.object({}).strict());

export const corporateEmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().optional(),
  employeeId: z.string().optional(),
});

export const corporateEmployeesPayloadSchema = z.object({
  employees: z.array(corporateEmployeeSchema),
});
export type CorporateEmployeesPayload = z.infer<typeof corporateEmployeesPayloadSchema>;
