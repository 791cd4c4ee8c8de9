import { z } from "zod";
import { listField } from "~/lib/list-query.server";
import { FIRMWARE_CLASSES, SOFTWARE_PLATFORMS } from "#shared/firmware";

/** The firmware list's address: a model code or name, the product line and the model. */
export const firmwareSchema = z.object({
  q: listField.search(),
  class: listField.choice(FIRMWARE_CLASSES),
  model: listField.filter(),
});

/** The software list's address: the platform. */
export const softwareSchema = z.object({
  platform: listField.choice(SOFTWARE_PLATFORMS),
});
