import { expect, test } from "@playwright/test";

/** GET /metrics: Prometheus text for loopback clients (the tests run on loopback), 404 for others. */
const HOME =
  'http_requests_total{route="routes/($lang)+/_marketing+/home",method="GET",status="200"}';

function count(text: string, series: string): number {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

test("a page request moves its route's counter; the route header never reaches the browser", async ({
  page,
  request,
}) => {
  const before = await request.get("/metrics");
  expect(before.status()).toBe(200);
  expect(before.headers()["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  const response = await page.goto("/home");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-route-id"]).toBeUndefined();

  const after = await (await request.get("/metrics")).text();
  expect(count(after, HOME)).toBeGreaterThan(count(await before.text(), HOME));
  expect(after).toContain("nodejs_eventloop_lag_seconds");
  expect(after).toMatch(/^db_queries_waiting\{database="pglite"\} \d+$/m);
  expect(after).toContain("page_cache_hits_total");
});

test("answers 404 to a client that is not on loopback", async ({ request }) => {
  // The test server trusts X-Forwarded-For (TRUST_PROXY=1), as behind a reverse proxy.
  const response = await request.get("/metrics", {
    headers: { "X-Forwarded-For": "203.0.113.9" },
  });
  expect(response.status()).toBe(404);
  expect(await response.text()).not.toContain("http_requests_total");
});
