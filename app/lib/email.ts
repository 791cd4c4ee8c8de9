/** The e-mail rule lives in shared/ (the backend checks it too); app code imports it from here. */
export * from "#shared/email";
