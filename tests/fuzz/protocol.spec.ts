import { test } from "@playwright/test";
import { fuzzContext } from "./lib/context";
import {
  abandonedCases,
  framingCases,
  headCases,
  hostCases,
  overLimitCases,
  targetCases,
} from "./lib/protocol";
import { checkHealthAtTheEnd, conclude, fuzzTest, requireServerUp, sendFixed } from "./lib/runner";

/** What only a raw socket can send: odd hosts, request targets, framing, heads, abandoned bodies. */
const GENERATED = [
  ["RAW Host and X-Forwarded-* headers", () => hostCases],
  ["RAW request targets", () => targetCases],
  ["RAW body framing", () => framingCases],
  ["RAW heads that are not HTTP/1.1", () => headCases],
] as const;

for (const [name, cases] of GENERATED) test(name, fuzzTest(name, cases));

const ABANDONED = "RAW bodies abandoned halfway (half-close, reset)";
test(ABANDONED, fuzzTest(ABANDONED, abandonedCases));

test("RAW chunked bodies above the size limit", async () => {
  await requireServerUp();
  const name = "RAW chunked bodies above the size limit";
  conclude(await sendFixed(name, overLimitCases(await fuzzContext())));
});

checkHealthAtTheEnd();
