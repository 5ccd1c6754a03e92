import { expect, test } from "./fixtures";
import { fuzzRequests } from "../support/fuzz-requests";

/**
 * The fuzz suite (issue 11), bounded for `npm test`: a fixed sample of malformed requests
 * across every route of the route table; none may answer 5xx or break the server.
 * `npm run bench -- fuzz` sends them all (10,000+) and reports the counts by status.
 */
test.beforeEach(({ jsEnabled }) => test.skip(!jsEnabled, "request-level: runs once"));

test("malformed requests across every route never answer 5xx", async ({ playwright, baseURL }) => {
  test.setTimeout(300_000);
  const api = await playwright.request.newContext({ baseURL });
  const requests = fuzzRequests(baseURL!, { limit: Number(process.env.FUZZ_LIMIT ?? 1200) });
  const failures: string[] = [];
  const counts = new Map<number, number>();
  for (let i = 0; i < requests.length; i += 8) {
    await Promise.all(
      requests.slice(i, i + 8).map(async (r) => {
        const response = await api.fetch(r.path, {
          method: r.method,
          headers: r.headers,
          data: r.body,
          maxRedirects: 0,
          failOnStatusCode: false,
        });
        counts.set(response.status(), (counts.get(response.status()) ?? 0) + 1);
        if (response.status() >= 500) failures.push(`${response.status()} ${r.className}: ${r.method} ${r.path}`);
      }),
    );
  }
  console.log(`fuzz: ${requests.length} requests; by status ${JSON.stringify(Object.fromEntries([...counts].sort()))}`);
  expect(failures.slice(0, 20)).toEqual([]);
  expect((await api.get("/healthz")).status()).toBe(200);
  await api.dispose();
});
