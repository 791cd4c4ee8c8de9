import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Problem } from "./checks";
import type { Case } from "./requests";

export const REPORT_DIR = path.join(process.cwd(), "test-results", "fuzz");
export const SUMMARY_FILE = path.join(process.cwd(), "test-results", "fuzz-report.json");

/** A request as the report shows it: short enough to read, exact enough to replay. */
export interface ShownInput {
  method: string;
  target: string;
  headers: [string, string][];
  body: string;
  bodyBytes: number;
  framing?: string;
  truncate?: string;
}

export interface FailureGroup {
  kind: Problem["kind"];
  /** status or failure, where (URL variant) and with which body kind */
  signature: string;
  count: number;
  detail: string;
  example: ShownInput;
}

export interface TargetReport {
  target: string;
  seed: number;
  sent: number;
  statuses: Record<string, number>;
  fiveXX: number;
  dropped: number;
  otherProblems: number;
  /** Request was sent with a client that gave up mid-body (no answer required). */
  abandoned: number;
  ms: number;
  failures: FailureGroup[];
  /** The first failure, shrunk by fast-check to a smallest input that still fails. */
  shrunk?: { input: ShownInput; problems: string; path: string };
  serverDown?: string;
}

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
}

export function showInput(fuzzCase: Case): ShownInput {
  const { request } = fuzzCase;
  const body = request.body ?? Buffer.alloc(0);
  return {
    method: request.method,
    target: clip(request.target, 300),
    headers: request.headers.map(([n, v]): [string, string] => [n, clip(v, 200)]),
    body: clip(JSON.stringify(body.subarray(0, 600).toString("utf8")).slice(1, -1), 600),
    bodyBytes: body.length,
    framing: request.framing,
    truncate: request.truncate,
  };
}

export function writeTargetReport(report: TargetReport): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  const file = `${report.target.replace(/[^\w.-]+/g, "_").slice(0, 120)}.json`;
  writeFileSync(path.join(REPORT_DIR, file), `${JSON.stringify(report, null, 2)}\n`);
}

export function readTargetReports(): TargetReport[] {
  let files: string[];
  try {
    files = readdirSync(REPORT_DIR).filter((f) => f.endsWith(".json"));
  } catch {
    return [];
  }
  return files
    .map((f) => JSON.parse(readFileSync(path.join(REPORT_DIR, f), "utf8")) as TargetReport)
    .sort((a, b) => a.target.localeCompare(b.target));
}

/** A readable account of one target's failures, for the test's error message. */
export function describeFailures(report: TargetReport): string {
  const lines = [
    `${report.target}: ${report.sent} inputs, ${report.fiveXX} answered 5xx, ${report.dropped} dropped, ${report.otherProblems} other problems (seed ${report.seed})`,
  ];
  if (report.serverDown) lines.push(`SERVER DOWN: ${report.serverDown}`);
  const shown = report.failures.slice(0, 12);
  for (const group of shown) {
    lines.push(
      `- ${group.count}× ${group.kind} [${group.signature}] ${group.detail}`,
      `    e.g. ${JSON.stringify(group.example)}`,
    );
  }
  if (report.failures.length > shown.length)
    lines.push(`(${report.failures.length - shown.length} more groups in ${SUMMARY_FILE})`);
  if (report.shrunk)
    lines.push(
      `shrunk first failure (${report.shrunk.problems}), replay with FUZZ_SEED and path ${report.shrunk.path}:`,
      `    ${JSON.stringify(report.shrunk.input)}`,
    );
  return lines.join("\n");
}

/** The table printed at the end of a run and written to test-results/fuzz-report.json. */
export function summarize(reports: TargetReport[]): string {
  const width = Math.max(20, ...reports.map((r) => r.target.length));
  const rows = reports.map(
    (r) =>
      `${r.target.padEnd(width)} ${String(r.sent).padStart(6)} ${String(r.fiveXX).padStart(5)} ${String(r.dropped).padStart(7)} ${String(r.otherProblems).padStart(6)}${r.serverDown ? "  SERVER DOWN" : ""}`,
  );
  const total = (key: "sent" | "fiveXX" | "dropped" | "otherProblems") =>
    reports.reduce((sum, r) => sum + r[key], 0);
  return [
    `${"target".padEnd(width)}   sent   5xx dropped  other`,
    ...rows,
    `${"total".padEnd(width)} ${String(total("sent")).padStart(6)} ${String(total("fiveXX")).padStart(5)} ${String(total("dropped")).padStart(7)} ${String(total("otherProblems")).padStart(6)}`,
  ].join("\n");
}
