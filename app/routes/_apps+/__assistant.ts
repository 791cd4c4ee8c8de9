/** The example questions offered on the page (keys of `assistant:examples`). */
export const EXAMPLES = ["reset", "firmware", "poe", "warranty"] as const;
