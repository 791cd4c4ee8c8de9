import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import type { CourseProgress } from "./__learning";
import { learningAction } from "./learning.server";
import { CourseSection, learningLinks } from "./__learning-ui";

export const links = learningLinks;
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "learning:courses");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const outline = await requireOk(
    args.request,
    await callApi<{ items: CourseProgress[] }>(args, "/learning/outline", {
      data: { path: "general" },
    }),
  );
  return { courses: outline.items };
}

export const action = (args: ActionFunctionArgs) => learningAction(args);

/** The training courses with their lessons, and the learner's progress on each. */
export default function TrainingCoursePage() {
  const { t } = useTranslation("learning");
  const { courses } = useLoaderData<typeof loader>();
  return (
    <section className="page learn-courses-page">
      <PageHeader title={t("courses.title")} lead={t("courses.intro")} />
      <p className="learn-cta">
        <LocalLink to="/training">{t("courses.catalogue")}</LocalLink>
        <LocalLink to="/csp-learn">{t("catalogue.cspPath")}</LocalLink>
      </p>
      <div className="learn-courses">
        {courses.map((course) => (
          <CourseSection key={course.id} course={course} />
        ))}
      </div>
    </section>
  );
}
