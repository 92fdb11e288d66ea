import { expect, it } from "vitest";
import { backendCall, serviceUnderTest } from "../testing/service-under-test";

it("closing waits for the calls being answered: a login sent as it closes still signs in", async () => {
  const service = await serviceUnderTest();
  const login = service.fetch(
    backendCall({
      apiName: "login",
      username: "distributor@wayfare.test",
      password: "Distributor@123",
    }),
  );
  await service.close();
  const response = await login;
  expect(response.status).toBe(200);
  expect(response.headers.get("authorization")).toBeTruthy();
});
