/**
 * The company that issues the invoices: the demo's own details. A deployment sets its
 * registered name, GSTIN and address here; the GSTIN's first two digits are its state.
 */
export const INVOICE_SUPPLIER = {
  name: "Wayfare Travel Technologies Pvt Ltd",
  gstin: "07AAECW4821K1ZP",
  address: "Connaught Place, New Delhi 110001",
} as const;

export const gstStateOf = (gstin: string) => gstin.slice(0, 2);
