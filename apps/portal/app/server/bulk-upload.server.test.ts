import { type BookType, utils, write } from "@e965/xlsx";
import { BULK_UPLOAD_COLUMNS } from "@wayfare/domain";
import { describe, expect, it } from "vitest";
import { bulkUploadFromForm } from "./bulk-upload.server";

const HEADER = BULK_UPLOAD_COLUMNS.map((column) => column.header);

function sheetFile(rows: unknown[][], bookType: BookType, extension = bookType as string) {
  const workbook = utils.book_new();
  utils.book_append_sheet(workbook, utils.aoa_to_sheet(rows, { cellDates: true }), "Passengers");
  const bytes = write(workbook, { bookType, type: "array", cellDates: true });
  return new File([bytes], `passengers.${extension}`);
}

function posted(file: File | string) {
  const form = new FormData();
  form.set("file", file);
  return form;
}

const asha = [
  "Mrs",
  "Asha",
  "Rao",
  new Date(1990, 4, 1),
  "IN",
  "z1234567",
  new Date(2031, 0, 31),
  new Date(2021, 1, 1),
];

describe("bulk upload on the server", () => {
  for (const [bookType, extension] of [
    ["xlsx", "xlsx"],
    ["biff8", "xls"],
  ] as const) {
    it(`reads an ${extension} sheet's date cells as dates`, async () => {
      const file = sheetFile([HEADER, asha, [], ["MR", "Ravi", "Kumar"]], bookType, extension);
      const result = await bulkUploadFromForm(posted(file), 2);
      expect(result.errors).toEqual([]);
      expect(result.filled).toMatchObject([
        {
          title: "Mrs",
          firstName: "Asha",
          lastName: "Rao",
          dob: "1990-05-01",
          pNum: "Z1234567",
          eD: "2031-01-31",
          pid: "2021-02-01",
        },
        { title: "Mr", firstName: "Ravi", lastName: "Kumar" },
      ]);
    });
  }

  it("keeps a csv's text as written and numbers problem rows as the spreadsheet does", async () => {
    const csv = `${HEADER.join(",")}\nMr,Ravi,Kumar,01/05/1990\nMs,Asha,Rao,1991-02-03\n`;
    const result = await bulkUploadFromForm(posted(new File([csv], "pax.CSV")), 2);
    expect(result.rowProblems).toEqual([{ row: 2, messages: ["Date pattern incorrect"] }]);
    expect(result.filled.map((values) => values.dob)).toEqual(["01/05/1990", "1991-02-03"]);
  });

  it("refuses no file, another type, a file too big and one it cannot read", async () => {
    const refusal = async (file: File | string) =>
      (await bulkUploadFromForm(posted(file), 2)).errors;
    expect(await refusal("")).toEqual(["Please upload the document"]);
    expect(await refusal(new File(["%PDF-1.7"], "pax.pdf"))).toEqual([
      "Choose an xlsx, xls or csv file.",
    ]);
    expect(await refusal(new File([new Uint8Array(5 * 1024 * 1024 + 1)], "pax.xlsx"))).toEqual([
      "File is too big! Please try a different file.",
    ]);
    expect(await refusal(new File([new Uint8Array([0x50, 0x4b, 3, 4, 1, 2])], "pax.xlsx"))).toEqual(
      ["We could not read this file. Save it as xlsx, xls or csv and upload it again."],
    );
  });
});
