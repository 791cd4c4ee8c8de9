import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import type { CertificationItem, CourseProgress } from "./__learning";
import { learningAction } from "./learning.server";
import { CertificationState, CourseSection, learningLinks } from "./__learning-ui";

export const links = learningLinks;
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "learning:csp");

/** The certification the specialist path leads to. */
const CSP_CERTIFICATION = "cert-csp";

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const [outline, certifications] = await Promise.all([
    callApi<{ items: CourseProgress[] }>(args, "/learning/outline", { data: { path: "csp" } }),
    callApi<{ items: CertificationItem[] }>(args, "/learning/certifications"),
  ]);
  const courses = (await requireOk(args.request, outline)).items;
  const certification =
    (await requireOk(args.request, certifications)).items.find((c) => c.id === CSP_CERTIFICATION) ??
    null;
  return { courses, certification };
}

export const action = (args: ActionFunctionArgs) => learningAction(args);

/**
 * The certified specialist learning path: its courses in order with the learner's progress, then
 * the exam registration; one certified employee makes the company a certified Tier 2 partner.
 */
export default function CspLearnPage() {
  const { t } = useTranslation("learning");
  const { courses, certification } = useLoaderData<typeof loader>();
  return (
    <section className="page learn-csp">
      <PageHeader eyebrow={t("csp.eyebrow")} title={t("csp.title")} lead={t("csp.intro")} />
      <ol className="learn-path">
        <li>{t("csp.step1", { n: courses.length })}</li>
        <li>{t("csp.step2")}</li>
        <li>{t("csp.step3")}</li>
      </ol>
      {certification?.status ? <CertificationState item={certification} /> : null}
      <div className="learn-courses">
        {courses.map((course) => (
          <CourseSection key={course.id} course={course} />
        ))}
      </div>
      <div className="learn-cta">
        <LocalLink className="button" to="/learn-register">
          {t("csp.register")}
        </LocalLink>
        <LocalLink to="/product-certification">{t("catalogue.certifications")}</LocalLink>
      </div>
    </section>
  );
}
