/** The tools of /tools/{target} (spec §2), in the order the index lists them. */
export const TOOLS = [
  "bandwidth",
  "storage",
  "nvr-access",
  "detection-distance",
  "design-tool",
  "md5-checker",
] as const;
export type Tool = (typeof TOOLS)[number];

export const CALCULATORS = ["bandwidth", "storage", "nvr-access", "detection-distance"] as const;
export type Calculator = (typeof CALCULATORS)[number];

export function isCalculator(value: string): value is Calculator {
  return (CALCULATORS as readonly string[]).includes(value);
}

/** The key of a tool's texts in `tools.json`, and its title and introduction. */
export const TOOL_TEXT: Record<Tool, { key: string; title: string; intro: string }> = {
  bandwidth: { key: "bandwidth", title: "bandwidth.title", intro: "bandwidth.intro" },
  storage: { key: "storage", title: "storage.title", intro: "storage.intro" },
  "nvr-access": { key: "nvrAccess", title: "nvrAccess.title", intro: "nvrAccess.intro" },
  "detection-distance": {
    key: "detectionDistance",
    title: "detectionDistance.title",
    intro: "detectionDistance.intro",
  },
  "design-tool": { key: "designTool", title: "designTool.title", intro: "designTool.intro" },
  "md5-checker": { key: "md5Checker", title: "md5Checker.title", intro: "md5Checker.intro" },
};

/** The label key of a choice of a calculator's select field. */
export function optionKey(toolKey: string, name: string, value: string): string {
  if (toolKey === "bandwidth") return `bandwidth.options.${name}.${value}`;
  if (toolKey === "storage") return `storage.options.${name}.${value}`;
  return `detectionDistance.options.${name}.${value}`;
}
