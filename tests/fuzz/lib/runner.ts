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

/** Sends cases, counts the answers per status and groups the problems for the report. */
class Recorder {
  readonly report: TargetReport;
  private readonly groups = new Map<string, FailureGroup>();
  private readonly started = Date.now();

  constructor(
    readonly name: string,
    readonly seed: number,
  ) {
    this.report = {
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
  }

  /** Sends one case (from client address number `n`) and records its answer. */
  async send(fuzzCase: Case, n: number): Promise<Problem[]> {
    const { report } = this;
    const request = fromAddress(fuzzCase.request, this.seed, n);
    const outcome = await exchange(request);
    const problems = problemsOf(request, outcome);
    report.sent++;
    if (request.truncate) report.abandoned++;
    const status = outcome.status === undefined ? (outcome.failure ?? "none") : `${outcome.status}`;
    report.statuses[status] = (report.statuses[status] ?? 0) + 1;
    for (const problem of problems) {
      if (problem.kind === "5xx") report.fiveXX++;
      else if (problem.kind === "dropped") report.dropped++;
      else report.otherProblems++;
      const what =
        problem.kind === "5xx"
          ? outcome.status
          : problem.kind === "dropped"
            ? outcome.failure
            : `${problem.kind}: ${problem.detail.slice(0, 40)}`;
      // Grouped by what went wrong and the kind of body; the example shows the URL.
      const signature = `${what} ${fuzzCase.body}`;
      const group = this.groups.get(signature);
      if (group) group.count++;
      else
        this.groups.set(signature, {
          kind: problem.kind,
          signature,
          count: 1,
          detail: problem.detail,
          example: showInput({ ...fuzzCase, request }),
        });
    }
    if ((outcome.failure || request.truncate) && !(await serverIsUp()))
      serverDown = `the server stopped answering; first noticed after ${this.name} sent ${JSON.stringify(showInput({ ...fuzzCase, request }))} (a target running in the other worker may be the cause: see the server log)`;
    return problems;
  }

  async finish(): Promise<TargetReport> {
    this.report.failures = [...this.groups.values()].sort((a, b) => b.count - a.count);
    if (!serverDown && !(await serverIsUp()))
      serverDown = `the server stopped answering during ${this.name}`;
    if (serverDown) this.report.serverDown = serverDown;
    this.report.ms = Date.now() - this.started;
    return this.report;
  }
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
  const recorder = new Recorder(name, seed);
  let firstFailure = -1;
  let index = 0;
  await fc.check(
    fc.asyncProperty(cases, async (fuzzCase) => {
      const run = index++;
      if (serverDown) return true;
      const problems = await recorder.send(fuzzCase, run);
      if (problems.length > 0 && firstFailure < 0) firstFailure = run;
      return true;
    }),
    { seed, numRuns: runs },
  );

  if (firstFailure >= 0 && !serverDown) {
    let replay = 0;
    let lastProblems: Problem[] = [];
    const details = await fc.check(
      fc.asyncProperty(cases, async (fuzzCase) => {
        const problems = await send(fromAddress(fuzzCase.request, seed, 255 - (replay++ & 127)));
        if (problems.length > 0) lastProblems = problems;
        return problems.length === 0;
      }),
      { seed, numRuns: runs, path: String(firstFailure), interruptAfterTimeLimit: SHRINK_MS },
    );
    if (details.failed && details.counterexample) {
      recorder.report.shrunk = {
        input: showInput(details.counterexample[0]),
        problems: lastProblems.map((p) => `${p.kind}: ${p.detail}`).join("; "),
        path: details.counterexamplePath ?? "",
      };
    }
  }
  return recorder.finish();
}

/** Sends each of a fixed list of cases once (cases too costly to generate by the hundred). */
export async function sendFixed(name: string, cases: readonly Case[]): Promise<TargetReport> {
  const recorder = new Recorder(name, seedFor(name));
  for (const [n, fuzzCase] of cases.entries()) {
    if (serverDown) break;
    await recorder.send(fuzzCase, n);
  }
  return recorder.finish();
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
    await requireServerUp();
    const ctx = await fuzzContext();
    const report = await fuzzTarget(name, await cases(ctx), Math.max(1, Math.round(RUNS * weight)));
    conclude(report);
  };
}

/** Writes the target's report and fails the test when anything went wrong. */
export function conclude(report: TargetReport): void {
  writeTargetReport(report);
  test.info().annotations.push({
    type: "fuzz",
    description: `${report.sent} inputs, ${report.fiveXX} 5xx, ${report.dropped} dropped, seed ${report.seed} (FUZZ_SEED=${SEED})`,
  });
  if (report.fiveXX + report.dropped + report.otherProblems > 0 || report.serverDown)
    throw new Error(describeFailures(report));
}

/** A target does not start on a server that is already down (an earlier target brought it down). */
export async function requireServerUp(): Promise<void> {
  if (serverDown) throw new Error(`Not run: ${serverDown}`);
  if (!(await serverIsUp()))
    throw new Error("Not run: the server was already down (see the target that brought it down)");
}

/** Each spec file ends by checking that the server still answers /healthz. */
export function checkHealthAtTheEnd(): void {
  test.afterAll(async () => {
    if (!(await serverIsUp())) throw new Error("The server no longer answers GET /healthz");
  });
}
