import type { AppLoadContext } from "@remix-run/node";
import { catalogueModels, catalogueSpecs, resultCsv } from "./tools.server";

/** The columns of the camera database: specification keys of the catalogue. */
export const CAMERA_COLUMNS = [
  "sensor",
  "resolution",
  "lens",
  "focalLength",
  "fieldOfView",
  "maxFrameRate",
  "videoCompression",
  "bitRate",
  "irRange",
] as const;

export interface CameraRecord {
  id: string;
  model: string;
  name: string;
  specifications: Record<string, string | null>;
}

/** Every camera of the catalogue with the specifications a design tool needs. */
export async function cameraDatabase(args: {
  request: Request;
  context: AppLoadContext;
}): Promise<CameraRecord[]> {
  const cameras = await catalogueModels(args, "camera");
  const specs = await catalogueSpecs(
    args,
    cameras.map((c) => c.id),
  );
  return cameras.map((camera) => {
    const rows = specs.get(camera.id) ?? {};
    return {
      ...camera,
      specifications: Object.fromEntries(CAMERA_COLUMNS.map((key) => [key, rows[key] ?? null])),
    };
  });
}

export function cameraDatabaseCsv(records: CameraRecord[]): string {
  return resultCsv([
    ["id", "model", "name", ...CAMERA_COLUMNS],
    ...records.map((r) => [
      r.id,
      r.model,
      r.name,
      ...CAMERA_COLUMNS.map((key) => r.specifications[key] ?? ""),
    ]),
  ]);
}
