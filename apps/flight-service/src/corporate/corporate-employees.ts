import {
  type CorporateEmployee,
  EMPLOYEE_ROLES,
  endpoints,
  MAX_LISTED_EMPLOYEES,
  mayPickEmployees,
} from "@wayfare/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { users } from "../db/schema";
import { forUser } from "../http/handlers";

/**
 * POST /xms/v1/corporate/employees: the people of the caller's own organisation (the
 * domain's EMPLOYEE_ROLES, active, by name) for a CORPORATE or CORPORATE_STAFF caller's
 * employee picker; none for anyone else. No account stores an employee id yet.
 */
export const corporateEmployees = forUser(
  endpoints.corporateEmployees,
  async (_data, { ctx, subject }) => {
    if (!mayPickEmployees(subject.role)) return { employees: [] };
    const rows = await ctx.db
      .select({ id: users.id, name: users.name, email: users.email, mobile: users.mobile })
      .from(users)
      .where(
        and(
          eq(users.partnerId, subject.partnerId),
          inArray(users.role, [...EMPLOYEE_ROLES]),
          eq(users.status, "ACTIVE"),
        ),
      )
      .orderBy(asc(users.name), asc(users.id))
      .limit(MAX_LISTED_EMPLOYEES);
    const employees: CorporateEmployee[] = rows.map(({ mobile, ...row }) =>
      mobile ? { ...row, mobile } : row,
    );
    return { employees };
  },
);
