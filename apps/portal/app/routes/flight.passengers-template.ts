import { BULK_UPLOAD_COLUMNS } from "@wayfare/domain";

/** GET /flight/passengers-template.csv: the bulk upload's header row, to fill in one passenger per row. */
export function loader() {
  const header = BULK_UPLOAD_COLUMNS.map((column) => column.header).join(",");
  return new Response(`${header}\r\n`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="wayfare-passengers.csv"',
      "cache-control": "public, max-age=86400",
    },
  });
}
