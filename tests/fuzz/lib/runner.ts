import { test } from "@playwright/test";
import fc from "fast-check";
import { type Problem, problemsOf } from "./checks";
import { RUNS, SEED, SHRINK_MS, seedFor } from "./config";
import { type FuzzContext, fuzzContext } from "./context";
import { exchange, type FuzzRequest, get } from "./http";
import {
  describeFailures,
  type FailureGroup,
  showInput,
  type TargetReport,
  writeTargetReport,
} from "./report";
import type { Case } from "./requests";

/** Set in this worker once the server stopped answering; later targets fail at once. */
let serverDown: string | undefined;

export async function serverIsUp(): Promise<boolean> {
  const outcome = await get("/healthz");
  return outcome.status === 200;
}

/**
 * Every request comes from its own client address (the server trusts X-Forwarded-For in the test
 * run), in 100.64.0.0/10, one block per target: rate limits per address answer 429 now and then
 * but never lock the browser tests (127.0.0.1) or another target out.
 */
function fromAddress(request: FuzzRequest, block: number, n: number): FuzzRequest {
  if (request.rawHead || request.headers.some(([name]) => name.toLowerCase() === "x-forwarded-for"))
    return request;
  const address = `100.${64 + (block & 63)}.${(block >> 6) & 255}.${n & 255}`;
  return { ...request, headers: [["X-Forwarded-For", address], ...request.headers] };
}

async function send(request: FuzzRequest): Promise<Problem[]> {
  const outcome = await exchange(request);
  return problemsOf(request, outcome);
}

/**
 * Sends `runs` generated requests, records every answer, then lets fast-check shrink the first
 * failing input to a smallest one that still fails.
 */
export async function fuzzTarget(
  name: string,
  cases: fc.Arbitrary<Case>,
  runs: number,
): Promise<TargetReport> {
  const seed = seedFor(name);
  const block = seed;
  const started = Date.now();
  const report: TargetReport = {
    target: name,
    seed,
    sent: 0,
    statuses: {},
    fiveXX: 0,
    dropped: 0,
    otherProblems: 0,
    abandoned: 0,
    ms: 0,
    failures: [],
  };
  const groups = new Map<string, FailureGroup>();
  let firstFailure = -1;
  let index = 0;

  await fc.check(
    fc.asyncProperty(cases, async (fuzzCase) => {
      const run = index++;
      if (serverDown) return true;
      const request = fromAddress(fuzzCase.request, block, run);
      const outcome = await exchange(request);
      const problems = problemsOf(request, outcome);
      report.sent++;
      if (request.truncate) report.abandoned++;
      const status =
        outcome.status === undefined ? (outcome.failure ?? "none") : `${outcome.status}`;
      report.statuses[status] = (report.statuses[status] ?? 0) + 1;
      for (const problem of problems) {
        if (problem.kind === "5xx") report.fiveXX++;
        else if (problem.kind === "dropped") report.dropped++;
        else report.otherProblems++;
        const signature = `${problem.kind === "5xx" ? outcome.status : problem.kind === "dropped" ? outcome.failure : problem.kind} ${fuzzCase.url} ${fuzzCase.body}`;
        const group = groups.get(signature);
        if (group) group.count++;
        else
          groups.set(signature, {
            kind: problem.kind,
            signature,
            count: 1,
            detail: problem.detail,
            example: showInput({ ...fuzzCase, request }),
          });
      }
      if (problems.length > 0 && firstFailure < 0) firstFailure = run;
      if ((outcome.failure || request.truncate) && !(await serverIsUp()))
        serverDown = `the server stopped answering after ${name} sent ${JSON.stringify(showInput({ ...fuzzCase, request }))}`;
      return true;
    }),
    { seed, numRuns: runs },
  );
  report.failures = [...groups.values()].sort((a, b) => b.count - a.count);

  if (firstFailure >= 0 && !serverDown) {
    let replay = 0;
    let lastProblems: Problem[] = [];
    const details = await fc.check(
      fc.asyncProperty(cases, async (fuzzCase) => {
        const problems = await send(fromAddress(fuzzCase.request, block, 255 - (replay++ & 127)));
        if (problems.length > 0) lastProblems = problems;
        return problems.length === 0;
      }),
      { seed, numRuns: runs, path: String(firstFailure), interruptAfterTimeLimit: SHRINK_MS },
    );
    if (details.failed && details.counterexample) {
      report.shrunk = {
        input: showInput(details.counterexample[0]),
        problems: lastProblems.map((p) => `${p.kind}: ${p.detail}`).join("; "),
        path: details.counterexamplePath ?? "",
      };
    }
  }
  if (!serverDown && !(await serverIsUp()))
    serverDown = `the server stopped answering during ${name}`;
  if (serverDown) report.serverDown = serverDown;
  report.ms = Date.now() - started;
  return report;
}

/**
 * The body of one Playwright test per target: fuzz it, write its report, fail with a readable
 * account of every failure (grouped) and the shrunk first one.
 */
export function fuzzTest(
  name: string,
  cases: (ctx: FuzzContext) => fc.Arbitrary<Case> | Promise<fc.Arbitrary<Case>>,
  weight = 1,
): () => Promise<void> {
  return async () => {
    if (serverDown) throw new Error(`Not run: ${serverDown}`);
    const ctx = await fuzzContext();
    const report = await fuzzTarget(name, await cases(ctx), Math.max(1, Math.round(RUNS * weight)));
    writeTargetReport(report);
    test.info().annotations.push({
      type: "fuzz",
      description: `${report.sent} inputs, ${report.fiveXX} 5xx, ${report.dropped} dropped, seed ${report.seed} (FUZZ_SEED=${SEED})`,
    });
    if (report.fiveXX + report.dropped + report.otherProblems > 0 || report.serverDown)
      throw new Error(describeFailures(report));
  };
}

/** Each spec file ends by checking that the server still answers /healthz. */
export function checkHealthAtTheEnd(): void {
  test.afterAll(async () => {
    if (!(await serverIsUp())) throw new Error("The server no longer answers GET /healthz");
  });
}
