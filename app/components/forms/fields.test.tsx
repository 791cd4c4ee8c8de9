import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { pageI18n } from "~/i18n/i18next";
import { FormError } from "./fields";

const strings = {
  common: { form: { errors: { required: "This field is required." } } },
  auth: { emailEmpty: "Please enter your e-mail address." },
};

function rendered(errors: string[]) {
  return renderToStaticMarkup(
    <I18nextProvider i18n={pageI18n("en", strings, "Northlight")}>
      <FormError errors={errors} />
    </I18nextProvider>,
  );
}

describe("a form's error", () => {
  it("translates keys of its own and of other namespaces", () => {
    expect(rendered(["form.errors.required", "auth:emailEmpty"])).toContain(
      "This field is required. Please enter your e-mail address.",
    );
  });

  it("shows a text already in the page's language (a check made in the browser) as it is", () => {
    expect(rendered(["The question must be at least 2 characters long."])).toContain(
      ">The question must be at least 2 characters long.</p>",
    );
  });
});
