export * from "./accounts";
export * from "./catalogue";
export * from "./common";
export * from "./content";
export * from "./portal";
export * from "./feedback";
export * from "./certification";
export * from "./firmware";
