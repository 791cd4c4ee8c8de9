import { describe, expect, it } from "vitest";
import { dispositionName } from "./download-transfer";

describe("dispositionName", () => {
  it("prefers the RFC 6266 extended name, so names in every language survive", () => {
    expect(
      dispositionName(
        `attachment; filename="___.pdf"; filename*=UTF-8''%D8%AF%D9%84%D9%8A%D9%84.pdf`,
      ),
    ).toBe("دليل.pdf");
    expect(dispositionName(`attachment; filename*=UTF-8''%E6%89%8B%E5%86%8C.pdf`)).toBe("手册.pdf");
  });

  it("falls back to the plain name, and to nothing", () => {
    expect(dispositionName('attachment; filename="guide.pdf"')).toBe("guide.pdf");
    expect(dispositionName("attachment; filename=guide.pdf")).toBe("guide.pdf");
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.pdf"`)).toBe(
      "x.pdf",
    );
    expect(dispositionName("attachment")).toBeNull();
    expect(dispositionName(null)).toBeNull();
  });
});
