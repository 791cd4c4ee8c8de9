import calculator from "ae-cvss-calculator";
import { type Severity, severityOf } from "#shared/advisories";

/** A complete CVSS v3.1 base vector: the eight base metrics, in the specification's order. */
// The package is a CommonJS bundle whose names Node's ESM loader cannot see: take them from its default.
const { Cvss3P1 } = calculator;

const BASE_VECTOR =
  /^CVSS:3\.1\/AV:[NALP]\/AC:[LH]\/PR:[NLH]\/UI:[NR]\/S:[UC]\/C:[NLH]\/I:[NLH]\/A:[NLH]$/;

export interface CvssBase {
  vector: string;
  score: number;
  severity: Severity;
}

/**
 * The base score and rating of a CVSS v3.1 base vector, computed by the metæffekt calculator; null
 * when `vector` is not a complete v3.1 base vector (the calculator itself accepts partial ones).
 */
export function cvssBase(vector: string): CvssBase | null {
  const trimmed = vector.trim();
  if (!BASE_VECTOR.test(trimmed)) return null;
  const score = new Cvss3P1(trimmed).calculateScores().base;
  if (typeof score !== "number" || Number.isNaN(score)) return null;
  return { vector: trimmed, score, severity: severityOf(score) };
}
