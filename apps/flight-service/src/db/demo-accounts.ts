import type { PaymentMode, Role } from "@wayfare/domain";
import { DEMO_PARTNER } from "./demo-partners";
import type { UserAdditionalInfo } from "./schema";

/**
 * Demo accounts seeded on every start (listed in the README). Their passwords are public
 * on purpose: they exist only in the demo data, never in a real deployment's users.
 */
export interface DemoAccount {
  id: string;
  partnerId: string;
  role: Role;
  name: string;
  email: string;
  mobile: string;
  password: string;
  status: "ACTIVE" | "INACTIVE";
  aps: string[];
  logoUrl?: string;
  /** The organisation tree (decision 0070): the distributor above an agency, its salesperson. */
  parentPartnerId?: string;
  salesUserId?: string;
  /** The payment modes set for the account (J§6); absent: every mode. */
  paymentModes?: PaymentMode[];
  /** Accounts of one person share a link group and switch between them (decision 0080). */
  linkGroup?: string;
  /** The white-label partner whose hosts the account signs in on (decision 0078). */
  whiteLabel?: string;
  /** The airline whose flights a supplier's organisation loads seats on (decision 0082). */
  supplierAirline?: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    id: "U1001",
    partnerId: "P100",
    role: "AGENT",
    name: "Asha Rao (Skyline Travels)",
    email: "agent@wayfare.test",
    mobile: "9810000001",
    password: "Agent@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
    parentPartnerId: "P300",
    salesUserId: "U1011",
    linkGroup: "asha-rao",
  },
  {
    id: "U1002",
    partnerId: "P000",
    role: "CUSTOMER",
    name: "Vikram Iyer",
    email: "customer@wayfare.test",
    mobile: "9810000002",
    password: "Customer@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1003",
    partnerId: "P000",
    role: "ADMIN",
    name: "Meera Nair",
    email: "admin@wayfare.test",
    mobile: "9810000003",
    password: "Admin@123",
    status: "ACTIVE",
    aps: ["flight", "hotel", "rail"],
  },
  {
    id: "U1004",
    partnerId: "P200",
    role: "CORPORATE_EMPLOYEE",
    name: "Rohan Gupta (Acme Industries)",
    email: "employee@acme.test",
    mobile: "9810000004",
    password: "Employee@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1005",
    partnerId: "P000",
    role: "CALLCENTER",
    name: "Farah Khan",
    email: "callcenter@wayfare.test",
    mobile: "9810000005",
    password: "Callcenter@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1006",
    partnerId: "P101",
    role: "AGENT",
    name: "Dormant Tours",
    email: "inactive@wayfare.test",
    mobile: "9810000006",
    password: "Inactive@123",
    status: "INACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1007",
    partnerId: "P100",
    role: "AGENT_STAFF",
    name: "Kabir Das (Skyline Travels)",
    email: "agentstaff@wayfare.test",
    mobile: "9810000007",
    password: "Agentstaff@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
  },
  {
    id: "U1008",
    partnerId: "P000",
    role: "ACCOUNTS",
    name: "Lakshmi Menon",
    email: "accounts@wayfare.test",
    mobile: "9810000008",
    password: "Accounts@123",
    status: "ACTIVE",
    aps: ["flight", "hotel", "rail"],
  },
  {
    id: "U1009",
    partnerId: "P300",
    role: "DISTRIBUTOR",
    name: "Sanjay Patel (Westline Distributors)",
    email: "distributor@wayfare.test",
    mobile: "9810000009",
    password: "Distributor@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
  },
  {
    id: "U1010",
    partnerId: "P300",
    role: "DISTRIBUTOR_STAFF",
    name: "Nisha Shah (Westline Distributors)",
    email: "distributorstaff@wayfare.test",
    mobile: "9810000010",
    password: "Diststaff@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1011",
    partnerId: "P000",
    role: "SALES",
    name: "Arjun Mehta",
    email: "sales@wayfare.test",
    mobile: "9810000011",
    password: "Sales@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
  },
  {
    id: "U1012",
    partnerId: "P400",
    role: "SUPPLIER",
    name: "Deepa Pillai (Coastal Air Inventory)",
    email: "supplier@wayfare.test",
    mobile: "9810000012",
    password: "Supplier@123",
    status: "ACTIVE",
    aps: ["flight"],
    supplierAirline: "6E",
  },
  {
    id: "U1013",
    partnerId: "P400",
    role: "SUPPLIER_ADMIN",
    name: "Rahul Bose (Coastal Air Inventory)",
    email: "supplieradmin@wayfare.test",
    mobile: "9810000013",
    password: "Supplieradmin@123",
    status: "ACTIVE",
    aps: ["flight"],
    supplierAirline: "6E",
  },
  {
    id: "U1014",
    partnerId: "P000",
    role: "SUPERVISOR",
    name: "Priya Sharma",
    email: "supervisor@wayfare.test",
    mobile: "9810000014",
    password: "Supervisor@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1015",
    partnerId: "P200",
    role: "CORPORATE",
    name: "Acme Industries",
    email: "corporate@acme.test",
    mobile: "9810000015",
    password: "Corporate@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
  },
  {
    id: "U1016",
    partnerId: "P200",
    role: "CORPORATE_STAFF",
    name: "Neha Joshi (Acme Travel Desk)",
    email: "traveldesk@acme.test",
    mobile: "9810000016",
    password: "Traveldesk@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
  },
  {
    id: "U1017",
    partnerId: "P200",
    role: "CORPORATE_EMPLOYEE",
    name: "Ananya Singh (Acme Industries)",
    email: "employee2@acme.test",
    mobile: "9810000017",
    password: "Employee@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1018",
    partnerId: "P500",
    role: "WHITELABEL_PARTNER",
    name: "Yatra Bazaar",
    email: "whitelabel@wayfare.test",
    mobile: "9810000018",
    password: "Whitelabel@123",
    status: "ACTIVE",
    aps: ["flight", "hotel"],
    logoUrl: "/brands/yatra-bazaar.svg",
    whiteLabel: DEMO_PARTNER.key,
  },
  {
    id: "U1019",
    partnerId: "P500",
    role: "WHITELABEL_STAFF",
    name: "Imran Qureshi (Yatra Bazaar)",
    email: "whitelabelstaff@wayfare.test",
    mobile: "9810000019",
    password: "Wlstaff@123",
    status: "ACTIVE",
    aps: ["flight"],
    logoUrl: "/brands/yatra-bazaar.svg",
    whiteLabel: DEMO_PARTNER.key,
  },
  {
    id: "U1020",
    partnerId: "P000",
    role: "GUEST",
    name: "Guest Visitor",
    email: "guest@wayfare.test",
    mobile: "9810000020",
    password: "Guest@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1021",
    partnerId: "P102",
    role: "AGENT",
    name: "Farah Khan (Coastline Holidays)",
    email: "agent2@wayfare.test",
    mobile: "9810000021",
    password: "Agent2@123",
    status: "ACTIVE",
    aps: ["flight"],
    salesUserId: "U1011",
  },
  {
    id: "U1022",
    partnerId: "P103",
    role: "AGENT",
    name: "Vikram Sethi (Northstar Tours)",
    email: "agent3@wayfare.test",
    mobile: "9810000022",
    password: "Agent3@123",
    status: "ACTIVE",
    aps: ["flight"],
  },
  {
    id: "U1023",
    partnerId: "P104",
    role: "AGENT",
    name: "Meghna Bose (Sunrise Journeys, awaiting payment set-up)",
    email: "newagency@wayfare.test",
    mobile: "9810000023",
    password: "Newagency@123",
    status: "ACTIVE",
    aps: ["flight"],
    paymentModes: [],
  },
  {
    id: "U1024",
    partnerId: "P105",
    role: "AGENT",
    name: "Asha Rao (Skyline Holidays Goa)",
    email: "agent-goa@wayfare.test",
    mobile: "9810000024",
    password: "Agentgoa@123",
    status: "ACTIVE",
    aps: ["flight"],
    linkGroup: "asha-rao",
  },
];

/** The users row's additional info for a demo account (or an account made like one). */
export function demoAdditionalInfo(
  account: Pick<DemoAccount, "aps" | "logoUrl" | "paymentModes" | "supplierAirline">,
): UserAdditionalInfo {
  const { aps, logoUrl, paymentModes, supplierAirline } = account;
  return {
    gps: [],
    aps,
    ...(logoUrl ? { logoUrl } : {}),
    ...(paymentModes ? { pms: paymentModes } : {}),
    ...(supplierAirline ? { supplierAirline } : {}),
  };
}
