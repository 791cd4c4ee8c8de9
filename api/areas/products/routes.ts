import { Hono } from "hono";
import { CODE } from "../../codes";
import { ApiError, ok } from "../../envelope";
import {
  type ApiContext,
  bearerToken,
  type Env,
  readBody,
  readQuery,
  requestLanguage,
  requireUser,
} from "../../http/context";
import { isExecutable, isJpeg } from "../../infra/file-checks";
import { discard, receiveMultipart, uploadRefusalMessage, UploadError } from "../../infra/uploads";
import { authenticate } from "../accounts/service";
import { compareIds, favoriteBody, listQuery } from "./schemas";
import {
  addErrorReport,
  addFavorite,
  compareProducts,
  designFigures,
  listFavorites,
  listProducts,
  productDetail,
  removeFavorite,
  requireProduct,
} from "./service";

/** The product catalogue, comparison, favourites and error reports; mounted at /api/product. */
export const productRoutes = new Hono<Env>();

/** Signed-in user behind the token, or null for visitors (no session error on public calls). */
async function optionalUser(c: ApiContext) {
  const token = bearerToken(c);
  if (!token || token === "tourist") return null;
  try {
    return await authenticate(c.var.deps, token, null);
  } catch {
    return null;
  }
}

productRoutes.get("/list", async (c) => {
  return ok(c, await listProducts(c.var.deps.db, readQuery(c, listQuery), requestLanguage(c)));
});

productRoutes.get("/compare", async (c) => {
  const ids = compareIds(c.req.query("ids"));
  const user = await optionalUser(c);
  return ok(c, await compareProducts(c.var.deps.db, ids, requestLanguage(c), user));
});

productRoutes.get("/design-figures", async (c) => {
  const ids = compareIds(c.req.query("ids"));
  return ok(c, await designFigures(c.var.deps.db, ids, requestLanguage(c)));
});

productRoutes.get("/favorites", requireUser, async (c) => {
  return ok(c, await listFavorites(c.var.deps.db, c.var.user.userId, requestLanguage(c)));
});

productRoutes.post("/favorites", requireUser, async (c) => {
  const { productId } = await readBody(c, favoriteBody);
  await addFavorite(c.var.deps.db, c.var.user.userId, productId);
  return ok(c, null);
});

productRoutes.delete("/favorites/:productId", requireUser, async (c) => {
  await removeFavorite(c.var.deps.db, c.var.user.userId, c.req.param("productId"));
  return ok(c, null);
});

productRoutes.get("/:id", async (c) => {
  const user = await optionalUser(c);
  return ok(c, await productDetail(c.var.deps.db, c.req.param("id"), requestLanguage(c), user));
});

/**
 * An error report on a product (spec §3, §5): description required, picture a JPEG by content,
 * attachment anything but an executable by content; files streamed to the file store, 50 MB each.
 */
productRoutes.post("/:id/error-report", async (c) => {
  const { db, config } = c.var.deps;
  const productId = c.req.param("id");
  await requireProduct(db, productId);
  const storeRoot = config.filesDir;
  let form: Awaited<ReturnType<typeof receiveMultipart>>;
  try {
    // Only these two file fields are stored, once each; any other file part is never written.
    form = await receiveMultipart(c.req.raw, storeRoot, "error-reports", {
      fileFields: ["picture", "attachment"],
    });
  } catch (error) {
    if (error instanceof UploadError && error.reason === "duplicate")
      throw new ApiError(CODE.VALIDATION, "Each file can be sent only once.", 400, {
        field: error.field,
        reason: "failure",
      });
    throw new ApiError(CODE.VALIDATION, uploadRefusalMessage(error));
  }
  const values = {
    description: form.fields.description ?? "",
    anonymous: form.fields.anonymous === "on",
  };
  const files = Object.values(form.files);
  const refuse = async (
    field: string,
    reason: string,
    message: string,
    status: 400 | 413 = 400,
  ) => {
    await discard(storeRoot, files);
    throw new ApiError(CODE.VALIDATION, message, status, { field, reason, values });
  };
  if (form.tooLarge.length > 0)
    await refuse(form.tooLarge[0]!, "tooLarge", "The file is larger than 50 MB.", 413);
  if (values.description.trim() === "")
    await refuse("description", "descriptionEmpty", "The problem description cannot be empty.");
  if (values.description.length > 5000)
    await refuse("description", "descriptionTooLong", "The problem description is too long.");
  const picture = form.files.picture;
  if (picture && !isJpeg(picture.head))
    await refuse("picture", "onlyJpg", "Only JPG images are supported.");
  const attachment = form.files.attachment;
  if (attachment && isExecutable(attachment.head))
    await refuse("attachment", "noExe", "EXE files cannot be uploaded.");
  const user = values.anonymous ? null : await optionalUser(c);
  const id = await addErrorReport(db, {
    productId,
    userId: user?.userId ?? null,
    anonymous: values.anonymous,
    description: values.description.trim(),
    pictureKey: picture?.key ?? null,
    attachmentKey: attachment?.key ?? null,
    attachmentName: attachment?.name ?? null,
  });
  return ok(c, { id }, "Submitted successfully.");
});
