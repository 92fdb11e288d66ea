import type { Endpoint } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import type { ServiceGateway } from "./gateway/service-gateway.server";
import { supplierAction } from "./supplier.server";

/** A gateway that records what it was sent and answers one thing. */
function gateway(answer: unknown) {
  const sent: { path: string; data: unknown }[] = [];
  const service = {
    call: async ({ path }: Endpoint, data: unknown) => {
      sent.push({ path, data });
      return answer;
    },
  } as unknown as ServiceGateway;
  return { service, sent };
}

const refused = {
  ok: false,
  httpStatus: 400,
  errors: [{ errCode: "400", message: "Row 3: Seats must be a whole number from 1 to 500." }],
};

function uploadForm(fields: { file?: File; csv?: string }) {
  const form = new FormData();
  form.set("intent", "load");
  form.set("allotmentsFile", fields.file ?? new File([], ""));
  form.set("csv", fields.csv ?? "");
  return form;
}

describe("the inventory page's post (decision 0082)", () => {
  it("sends a chosen file's text, and keeps it with the row messages when refused", async () => {
    const { service, sent } = gateway(refused);
    const file = new File(["Flight number,...\r\nrow"], "january.csv", { type: "text/csv" });
    const { status, result } = await supplierAction(service, uploadForm({ file, csv: "ignored" }));
    expect(sent).toEqual([
      {
        path: "/xms/v1/supplier/allotments/load",
        data: { csv: "Flight number,...\r\nrow", fileName: "january.csv" },
      },
    ]);
    expect(status).toBe(400);
    expect(result).toMatchObject({
      errors: ["Row 3: Seats must be a whole number from 1 to 500."],
      csv: "Flight number,...\r\nrow",
      loaded: null,
    });
  });

  it("sends the text when no file is chosen, and says what was loaded", async () => {
    const { service, sent } = gateway({ ok: true, payload: { loadId: "L1", rows: 2, seats: 13 } });
    const { status, result } = await supplierAction(service, uploadForm({ csv: "rows" }));
    expect(sent[0]?.data).toEqual({ csv: "rows", fileName: "pasted rows" });
    expect(status).toBe(200);
    expect(result.loaded).toBe("Loaded 2 rows: 13 seats are on sale.");
  });

  it("withdraws a load, and says so", async () => {
    const { service, sent } = gateway({ ok: true, payload: { loadId: "L1" } });
    const form = new FormData();
    form.set("intent", "withdraw");
    form.set("loadId", "L1");
    const { result } = await supplierAction(service, form);
    expect(sent[0]).toEqual({ path: "/xms/v1/supplier/load/withdraw", data: { loadId: "L1" } });
    expect(result.withdrawal).toEqual({ ok: true, message: "Load L1 is off sale." });
  });
});
