import { BANDWIDTH_INPUTS } from "./bandwidth";
import type { CalcInput } from "./calc-fields";
import { DETECTION_INPUTS } from "./detection";
import { NVR_ACCESS_INPUTS } from "./nvr-access";
import { STORAGE_INPUTS } from "./storage";
import type { Calculator } from "./tools";

/** The inputs of each calculator (the page's form and the loader read the same list). */
export const INPUTS: Record<Calculator, readonly CalcInput[]> = {
  bandwidth: BANDWIDTH_INPUTS,
  storage: STORAGE_INPUTS,
  "nvr-access": NVR_ACCESS_INPUTS,
  "detection-distance": DETECTION_INPUTS,
};
