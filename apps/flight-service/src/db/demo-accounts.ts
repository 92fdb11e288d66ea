import type { Role } from "@wayfare/domain";

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
];
