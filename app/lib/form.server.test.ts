import { describe, expect, it } from "vitest";
import { readForm } from "./form.server";

const post = (body: BodyInit | null, contentType?: string) =>
  new Request("http://site.test/login", {
    method: "POST",
    body,
    headers: contentType ? { "Content-Type": contentType } : {},
  });

async function refusal(request: Request): Promise<number> {
  try {
    await readForm(request);
  } catch (error) {
    expect(error).toBeInstanceOf(Response);
    return (error as Response).status;
  }
  throw new Error("the form was read");
}

describe("readForm", () => {
  it("reads a url-encoded form", async () => {
    const form = await readForm(
      post("email=a%40b.example&intent=x", "application/x-www-form-urlencoded;charset=UTF-8"),
    );
    expect(form.get("email")).toBe("a@b.example");
    expect(form.get("intent")).toBe("x");
  });

  it("reads a multipart form", async () => {
    const body = new FormData();
    body.set("productId", "nv-b580-ai");
    const request = new Request("http://site.test/x", { method: "POST", body });
    expect((await readForm(request)).get("productId")).toBe("nv-b580-ai");
  });

  it("reads an empty url-encoded form as an empty form", async () => {
    const form = await readForm(post("", "application/x-www-form-urlencoded"));
    expect([...form.keys()]).toEqual([]);
  });

  it.each([
    ['{"email":"a@b.example"}', "application/json"],
    ["email=a", "text/plain"],
    ["email=a", undefined],
    ["", undefined],
    ["<x/>", "application/xml"],
  ])("refuses a body that is not a form (%j, %s) with 415", async (body, type) => {
    expect(await refusal(post(body, type))).toBe(415);
  });

  it("refuses a multipart body without a boundary with 400", async () => {
    expect(await refusal(post("--x\r\n", "multipart/form-data"))).toBe(400);
  });

  it("refuses a truncated multipart body with 400", async () => {
    const truncated =
      '--b\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.example\r\n--b\r\nContent-Disp';
    expect(await refusal(post(truncated, "multipart/form-data; boundary=b"))).toBe(400);
  });

  it("refuses a body that breaks off while it is read with 400", async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("email=a"));
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request("http://site.test/x", {
      method: "POST",
      body,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(request)).toBe(400);
  });

  it("refuses a form over the limit with 413 while reading it", async () => {
    const big = `a=${"x".repeat(1024 * 1024 + 10)}`;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(big));
        controller.close();
      },
    });
    const request = new Request("http://site.test/x", {
      method: "POST",
      body: stream,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(await refusal(request)).toBe(413);
  });
});
