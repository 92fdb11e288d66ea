import { z } from "zod";
import { requiredText } from "../auth/login";
import { RESET_PASSWORD_MESSAGES } from "../auth/reset-password";
import { PEOPLE_MESSAGES } from "../roles/people-management";
import { ROLES, roleSchema } from "../roles/roles";
import { CONTROL_CHARACTER_MESSAGE } from "../text/control-characters";
import { noControlCharacters } from "../text/plain-text";
import { registerCallSchema, TEXT_LIMITS } from "./auth";
import { requestBodySchema } from "./envelope";

/**
 * Accounts and people (issue 22, decision 0070): the accounts a manager manages
 * (`managedScope`), a page at a time, and the changes to them. Each change is checked again
 * with `mayManage`/`mayGrant` and written to the audit log with before and after.
 */
export const PEOPLE_LIST_PATH = "/xms/v1/people/list";
export const PEOPLE_ACCOUNT_PATH = "/xms/v1/people/account";
export const PEOPLE_CREATE_PATH = "/xms/v1/people/create";
export const PEOPLE_ROLE_PATH = "/xms/v1/people/role";
export const PEOPLE_STATUS_PATH = "/xms/v1/people/status";
export const PEOPLE_RESET_LINK_PATH = "/xms/v1/people/reset-link";

export const PEOPLE_PAGE_SIZE = 20;
export const PEOPLE_SORTS = ["name", "email", "role", "status", "createdAt"] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];
export const SORT_DIRECTIONS = ["ascending", "descending"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const ACCOUNT_STATUSES = ["ACTIVE", "INACTIVE"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

const SEARCH_MAX_LENGTH = 100;

export const peopleListRequestSchema = requestBodySchema(
  z
    .object({
      /** Part of a name, an email, a mobile or a user id. */
      query: z.string().check(noControlCharacters()).trim().max(SEARCH_MAX_LENGTH).default(""),
      sort: z.enum(PEOPLE_SORTS).default("name"),
      direction: z.enum(SORT_DIRECTIONS).default("ascending"),
      page: z.number().int().min(0).max(10_000).default(0),
    })
    .strict(),
);
export type PeopleListRequest = z.input<typeof peopleListRequestSchema.shape.data>;

export const personSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  role: roleSchema,
  partnerId: z.string(),
  status: z.enum(ACCOUNT_STATUSES),
  createdAt: z.string(),
});
export type Person = z.infer<typeof personSchema>;

export const peopleListPayloadSchema = z.object({
  people: z.array(personSchema),
  page: z.number(),
  total: z.number(),
});
export type PeopleListPayload = z.infer<typeof peopleListPayloadSchema>;

const CHOOSE_AN_ACCOUNT = "Please choose an account.";
/** A user id as the service writes them (U and digits). */
export const userIdSchema = z
  .string(CHOOSE_AN_ACCOUNT)
  .check(noControlCharacters(CHOOSE_AN_ACCOUNT))
  .trim()
  .regex(/^U\d{1,12}$/, CHOOSE_AN_ACCOUNT);

export const peopleAccountRequestSchema = requestBodySchema(
  z.object({ userId: userIdSchema }).strict(),
);

export const PERSON_NAME_LABEL = "Name";

/** A new account's details: the register form's email and mobile rules, and a person's name. */
export const newPersonSchema = z.object({
  name: requiredText(
    RESET_PASSWORD_MESSAGES.required(PERSON_NAME_LABEL),
    CONTROL_CHARACTER_MESSAGE,
  ).max(TEXT_LIMITS.name),
  email: registerCallSchema.shape.email,
  mobile: registerCallSchema.shape.mobile,
  role: z.enum(ROLES, PEOPLE_MESSAGES.chooseRole),
});

export const peopleCreateRequestSchema = requestBodySchema(newPersonSchema.strict());
export const peopleRoleRequestSchema = requestBodySchema(
  z.object({ userId: userIdSchema, role: newPersonSchema.shape.role }).strict(),
);
export const peopleStatusRequestSchema = requestBodySchema(
  z.object({ userId: userIdSchema, status: z.enum(ACCOUNT_STATUSES) }).strict(),
);
export const peopleResetLinkRequestSchema = peopleAccountRequestSchema;
