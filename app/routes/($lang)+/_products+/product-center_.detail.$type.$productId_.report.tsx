import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { localizePath } from "~/i18n/languages";
import { pageLanguage } from "~/i18n/route-language.server";
import { passedOnBody } from "~/lib/body-stream.server";
import { callApi } from "~/lib/api.server";
import { failureStatus } from "~/lib/api-errors.server";
import { throwFailure } from "~/lib/failure.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { redirectWithToast } from "~/lib/form-action.server";
import productStyles from "./products.css";

export const links = () => [{ rel: "stylesheet", href: productStyles }];

export const handle = { i18n: ["products"] };

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => {
  const t = metaT(matches, "products");
  return [
    ...pageMeta(
      `${t("report.title")} ${loaded?.product.model ?? ""}`,
      t("report.intro"),
      metaBrand(matches),
    ),
    { name: "robots", content: "noindex" },
  ];
};

interface Product {
  id: string;
  model: string;
  type: string;
  name: string;
}

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const result = await callApi<Product>(
    args,
    `/product/${encodeURIComponent(args.params.productId ?? "")}`,
  );
  if (!result.ok) return throwFailure(args.request, result);
  if (result.data.type !== args.params.type) throw new Response("Not Found", { status: 404 });
  return {
    product: {
      id: result.data.id,
      model: result.data.model,
      type: result.data.type,
      name: result.data.name,
    },
  };
}

interface Refusal {
  field: string;
  reason: string;
  values?: { description: string; anonymous: boolean };
}

/** The form streams through to the backend unread; its answer says which field was refused. */
export async function action(args: ActionFunctionArgs) {
  const { request, params } = args;
  const language = pageLanguage(args);
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !contentType.startsWith("multipart/form-data")) {
    return data({ field: "", reason: "failure", values: undefined } as Refusal, { status: 400 });
  }
  const { body, failed: bodyFailed } = passedOnBody(request.body);
  const result = await callApi<{ id: number }>(
    args,
    `/product/${encodeURIComponent(params.productId ?? "")}/error-report`,
    {
      method: "POST",
      stream: { body, contentType },
    },
  );
  if (!result.ok && bodyFailed()) {
    return data({ field: "", reason: "failure", values: undefined } as Refusal, { status: 400 });
  }
  if (result.ok) {
    const detail = localizePath(
      productPath({ type: params.type ?? "", id: params.productId ?? "" }),
      language,
    );
    return redirectWithToast(request, detail, "products:report.success");
  }
  const refusal = result.data as Refusal | undefined;
  if (result.kind !== "timeout" && result.status >= 400 && result.status < 500 && refusal?.reason) {
    return data(refusal, { status: result.status });
  }
  // "Submission failed. Try again later."
  return data({ field: "", reason: "failure" } as Refusal, { status: failureStatus(result) });
}

export default function ReportErrorPage() {
  const { t } = useTranslation("products");
  const { product } = useLoaderData<typeof loader>();
  const refusal = useActionData<typeof action>();
  const navigation = useNavigation();
  const message = (field: string) =>
    refusal && refusal.field === field ? (
      <p className="field__error" id={`${field}-error`} role="alert">
        {t(`report.${refusal.reason}`)}
      </p>
    ) : null;
  const invalid = (field: string) =>
    refusal?.field === field ? { "aria-invalid": true, "aria-describedby": `${field}-error` } : {};
  return (
    <section className="page report-page">
      <header className="page-header">
        <p className="eyebrow">
          <LocalLink to={productPath(product)}>
            <bdi dir="ltr">{product.model}</bdi> {product.name}
          </LocalLink>
        </p>
        <h1>{t("report.title")}</h1>
        <p className="lead">{t("report.intro")}</p>
      </header>
      {refusal && refusal.field === "" ? (
        <p className="form-error" role="alert">
          {t("report.failure")}
        </p>
      ) : null}
      <Form method="post" encType="multipart/form-data" className="form report-form" noValidate>
        <div className={refusal?.field === "description" ? "field has-error" : "field"}>
          <label htmlFor="report-description">{t("report.description")}</label>
          <textarea
            id="report-description"
            name="description"
            rows={6}
            maxLength={5000}
            required
            defaultValue={refusal?.values?.description}
            {...invalid("description")}
          />
          {message("description")}
        </div>
        <div className={refusal?.field === "picture" ? "field has-error" : "field"}>
          <label htmlFor="report-picture">{t("report.picture")}</label>
          <input
            id="report-picture"
            name="picture"
            type="file"
            accept=".jpg,.jpeg,image/jpeg"
            {...invalid("picture")}
          />
          {message("picture")}
        </div>
        <div className={refusal?.field === "attachment" ? "field has-error" : "field"}>
          <label htmlFor="report-attachment">{t("report.attachment")}</label>
          <input id="report-attachment" name="attachment" type="file" {...invalid("attachment")} />
          {message("attachment")}
        </div>
        <label className="checkbox">
          <input type="checkbox" name="anonymous" defaultChecked={refusal?.values?.anonymous} />{" "}
          {t("report.anonymous")}
        </label>
        <button type="submit" className="button" disabled={navigation.state === "submitting"}>
          {t("report.submit")}
        </button>
      </Form>
    </section>
  );
}
