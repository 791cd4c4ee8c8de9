import { createHash } from "node:crypto";
import {
  data,
  MaxPartSizeExceededError,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from "@remix-run/node";
import type { Digest } from "./__md5";

const LIMIT = 50 * 1024 * 1024;

/**
 * The MD5 checker without JavaScript: the posted file streams through MD5 and SHA-256 and is thrown
 * away as it goes; only the two digests, its name and size come back. At most 50 MB.
 */
export async function hashUpload(request: Request) {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return refuse("md5Checker.noFile", 400);
  let digest: Digest | null = null;
  const handler: UploadHandler = async ({ name, filename, data: chunks }) => {
    if (name !== "file" || !filename) {
      for await (const _ of chunks) {
        // other fields are read and dropped
      }
      return undefined;
    }
    const md5 = createHash("md5");
    const sha256 = createHash("sha256");
    let size = 0;
    for await (const chunk of chunks) {
      size += chunk.length;
      if (size > LIMIT) throw new MaxPartSizeExceededError(name, LIMIT);
      md5.update(chunk);
      sha256.update(chunk);
    }
    digest = {
      name: filename.slice(0, 255),
      size,
      md5: md5.digest("hex"),
      sha256: sha256.digest("hex"),
    };
    return "hashed";
  };
  try {
    await unstable_parseMultipartFormData(request, handler);
  } catch (error) {
    if (error instanceof MaxPartSizeExceededError) return refuse("md5Checker.tooLarge", 413);
    return refuse("md5Checker.noFile", 400);
  }
  if (!digest) return refuse("md5Checker.noFile", 400);
  return data({ digest: digest as Digest }, { headers: { "Cache-Control": "private, no-store" } });
}

function refuse(error: string, status: number) {
  return data({ error }, { status, headers: { "Cache-Control": "private, no-store" } });
}
