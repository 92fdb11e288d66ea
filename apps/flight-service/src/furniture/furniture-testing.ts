import type { FlightService } from "../index";

/** A request to a furniture endpoint: `data` in the envelope (POST) or none (GET). */
export async function furnitureCall(
  service: FlightService,
  path: string,
  options: { data?: unknown; token?: string; method?: "GET" | "POST" } = {},
) {
  const method = options.method ?? (options.data === undefined ? "GET" : "POST");
  const response = await service.fetch(
    new Request(`http://service.test${path}`, {
      method,
      headers: {
        "content-type": "application/json",
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      },
      ...(method === "POST" ? { body: JSON.stringify({ data: options.data ?? {} }) } : {}),
    }),
  );
  return { response, body: await response.json() };
}
