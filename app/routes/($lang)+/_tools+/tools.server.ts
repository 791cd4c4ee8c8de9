import type { SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/node";
import { callApi } from "~/lib/api.server";
import { throwFailure } from "~/lib/failure.server";
import { type BandwidthInput, bandwidth } from "./__calc/bandwidth";
import { type CalcInput, ERRORS } from "./__calc/calc-fields";
import { readCalcQuery, schemaOf } from "./__calc/calc-query.server";
import type { CalcResult } from "./__calc/calc-result";
import { type DetectionInput, detection, type SideView } from "./__calc/detection";
import { INPUTS } from "./__calc/inputs";
import { type AccessCamera, CAMERA_ROWS, nvrAccess } from "./__calc/nvr-access";
import { cameraFigures, recorderFigures, type Specs } from "./__calc/recorders";
import { groupsOf, type StorageInput, storage } from "./__calc/storage";
import type { Calculator } from "./__calc/tools";

type Args = { request: Request; context: AppLoadContext };

export interface CatalogueModel {
  id: string;
  model: string;
  name: string;
}

interface ListAnswer {
  items: { id: string; model: string; name: string; productClass: string }[];
}
interface CompareAnswer {
  products: { id: string; model: string; name: string }[];
  rows: { key: string; values: (string | null)[] }[];
}
interface FiguresAnswer {
  products: { id: string; figures: Record<string, string> }[];
}

/** The catalogue's recorders or cameras (the backend's product list, at most 60 of a class). */
export async function catalogueModels(
  args: Args,
  productClass: "recorder" | "camera",
): Promise<CatalogueModel[]> {
  const result = await callApi<ListAnswer>(args, "/product/list", {
    data: { productClass, pageSize: 60, sort: "overall" },
  });
  if (!result.ok) return throwFailure(args.request, result);
  return result.data.items.map(({ id, model, name }) => ({ id, model, name }));
}

/**
 * Specification rows of products by id, as the visitor may read them (the backend's comparison:
 * a visitor's rows past a product's public ones are null).
 */
export async function catalogueSpecs(args: Args, ids: string[]): Promise<Map<string, Specs>> {
  const specs = new Map<string, Specs>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 4) {
    const result = await callApi<CompareAnswer>(args, "/product/compare", {
      data: { ids: unique.slice(i, i + 4).join(",") },
    });
    if (!result.ok) return throwFailure(args.request, result);
    result.data.products.forEach((product, index) => {
      specs.set(
        product.id,
        Object.fromEntries(result.data.rows.map((row) => [row.key, row.values[index]])),
      );
    });
  }
  return specs;
}

/** The figures the calculators compute with, of up to four products by id (the same for everyone). */
async function designFigures(args: Args, ids: string[]): Promise<Map<string, Specs>> {
  const result = await callApi<FiguresAnswer>(args, "/product/design-figures", {
    data: { ids: [...new Set(ids)].join(",") },
    shared: true,
  });
  if (!result.ok) return throwFailure(args.request, result);
  return new Map(result.data.products.map((p) => [p.id, p.figures]));
}

export interface CalculatorPage {
  /** The calculator's fields, for the form (the page's script carries no calculator). */
  inputs: readonly CalcInput[];
  lastResult: SubmissionResult<string[]>;
  result: (CalcResult & { view?: SideView }) | null;
  models: { recorder: CatalogueModel[]; camera: CatalogueModel[] };
  /** The chosen model's figures cannot be read: the spec's "no data" message. */
  noData: boolean;
}

/** Reads a calculator's URL and works out its result; bad input comes back as field errors. */
export async function calculatorPage(args: Args, calculator: Calculator): Promise<CalculatorPage> {
  const inputs = INPUTS[calculator];
  const schema = schemaOf(inputs);
  const url = new URL(args.request.url);
  const submission = readCalcQuery(url, inputs, schema);
  const classes = new Set(inputs.flatMap((i) => (i.kind === "model" ? [i.productClass] : [])));
  const models = {
    recorder: classes.has("recorder") ? await catalogueModels(args, "recorder") : [],
    camera: classes.has("camera") ? await catalogueModels(args, "camera") : [],
  };
  const page = { inputs, models, noData: false };
  if (submission.status !== "success") {
    return { ...page, lastResult: submission.reply(), result: null };
  }
  const values = { ...(submission.value as Record<string, unknown>) };
  // "default" (the first visit) is the first model of the catalogue's list.
  const fieldErrors: Record<string, string[]> = {};
  for (const input of inputs) {
    if (input.kind !== "model" || values[input.name] === undefined) continue;
    const list = models[input.productClass];
    if (values[input.name] === "default") values[input.name] = list[0]?.id;
    if (!list.some((m) => m.id === values[input.name])) fieldErrors[input.name] = [ERRORS.choice];
  }
  if (Object.keys(fieldErrors).length > 0)
    return { ...page, lastResult: submission.reply({ fieldErrors }), result: null };
  const lastResult = submission.reply();
  // The reply shows the model actually chosen instead of "default".
  lastResult.initialValue = { ...lastResult.initialValue, ...pick(values, inputs) };
  const result = await compute(args, calculator, values);
  return { ...page, lastResult, result, noData: result === null };
}

function pick(values: Record<string, unknown>, inputs: readonly CalcInput[]) {
  return Object.fromEntries(
    inputs.filter((i) => i.kind === "model" && values[i.name]).map((i) => [i.name, values[i.name]]),
  ) as Record<string, string>;
}

async function compute(
  args: Args,
  calculator: Calculator,
  values: Record<string, unknown>,
): Promise<CalcResult | null> {
  switch (calculator) {
    case "bandwidth":
      return bandwidth(values as unknown as BandwidthInput);
    case "detection-distance":
      return detection(values as unknown as DetectionInput);
    case "storage": {
      const specs = await designFigures(args, [values.nvr as string]);
      const recorder = recorderFigures(specs.get(values.nvr as string) ?? {});
      if (!recorder) return null;
      return storage(
        { ...(values as unknown as StorageInput), groups: groupsOf(values) },
        recorder,
      );
    }
    case "nvr-access": {
      const rows = CAMERA_ROWS.map((n) => ({
        id: values[`camera${n}`] as string | undefined,
        count: values[`count${n}`] as number,
      })).filter((row) => row.id && row.count > 0);
      const specs = await designFigures(args, [
        values.nvr as string,
        ...rows.map((r) => r.id as string),
      ]);
      const recorder = recorderFigures(specs.get(values.nvr as string) ?? {});
      const cameras: AccessCamera[] = [];
      for (const row of rows) {
        const figures = cameraFigures(specs.get(row.id as string) ?? {});
        if (!figures) return null;
        cameras.push({ count: row.count, figures });
      }
      if (!recorder) return null;
      return nvrAccess(recorder, values.nvrs as number, cameras);
    }
  }
}

/** A result as CSV (RFC 4180, with a byte-order mark for spreadsheet programs). */
export function resultCsv(rows: string[][]): string {
  const cell = (text: string) => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  return `\uFEFF${rows.map((line) => line.map(cell).join(",")).join("\r\n")}\r\n`;
}
