/** What every calculator gives back: result rows, the formulas with their numbers, warnings. */
export interface ResultRow {
  /** `tools:results.<key>` */
  key: string;
  value: number;
  unit: string;
  /** Decimals shown. */
  digits?: number;
  /** Significant figures shown instead (trailing zeros kept: "13.0"). */
  significant?: number;
  /** The headline figure. */
  main?: boolean;
  /** Values of the label (`tools:results.<key>`). */
  values?: Record<string, number | string>;
  /** The label says it all (a verdict): no figure is shown. */
  statement?: boolean;
  /** A word instead of the figure: `tools:<text>`. */
  text?: string;
}
export interface Formula {
  /** `tools:formulas.<key>`, interpolated with `values`. */
  key: string;
  values: Record<string, number | string>;
}
export interface Warning {
  /** `tools:warnings.<key>` */
  key: string;
  values?: Record<string, number | string>;
}
/** A paragraph that explains the result: `tools:notes.<key>`. */
export interface Note {
  key: string;
  values?: Record<string, number | string>;
}
export interface CalcResult {
  rows: ResultRow[];
  formulas: Formula[];
  warnings: Warning[];
  notes?: Note[];
}

/** Rounds for display and for the formulas: the same digits with JavaScript on and off. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
