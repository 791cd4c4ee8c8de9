import { writeFileSync } from "node:fs";
import { SEED } from "./lib/config";
import { readTargetReports, SUMMARY_FILE, summarize } from "./lib/report";

/** Global teardown: the fuzz run's numbers per target, printed and written as JSON. */
export default function fuzzSummary(): void {
  const reports = readTargetReports();
  if (reports.length === 0) return;
  writeFileSync(SUMMARY_FILE, `${JSON.stringify({ seed: SEED, targets: reports }, null, 2)}\n`);
  console.log(
    `\nFuzz summary (FUZZ_SEED=${SEED}; details in ${SUMMARY_FILE})\n${summarize(reports)}\n`,
  );
}
