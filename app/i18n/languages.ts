/** The language table lives in shared/ (the backend reads it too); app code imports it from here. */
export * from "#shared/languages";
