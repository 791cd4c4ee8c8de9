import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoData } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireSession } from "~/lib/auth.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import { type MyCourse, lessonPath, myCoursePath } from "./__learning";
import { ProgressBar, learningLinks } from "./__learning-ui";

export const links = learningLinks;
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "learning:my", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const session = await requireSession(args);
  const mine = await requireOk(
    args.request,
    await callApi<{ items: MyCourse[] }>(args, "/learning/me/courses", { session }),
  );
  return { courses: mine.items };
}

/** The signed-in learner's courses: progress (n of m lessons, %) and where to resume. */
export default function MyLearnPage() {
  const { t } = useTranslation("learning");
  const { courses } = useLoaderData<typeof loader>();
  return (
    <section className="page learn-my">
      <PageHeader title={t("my.title")} lead={t("my.intro")} />
      {courses.length === 0 ? (
        <NoData>
          {t("my.empty")} <LocalLink to="/training">{t("my.browse")}</LocalLink>
        </NoData>
      ) : (
        <ul className="card-grid learn-cards">
          {courses.map((course) => (
            <li key={course.id} className="card learn-card">
              <p className="eyebrow">
                <bdi>{course.code}</bdi> · {t(`line.${course.productLine}`)}
              </p>
              <h2>
                <LocalLink to={myCoursePath(course.id)}>{course.title}</LocalLink>
              </h2>
              <ProgressBar completed={course.completed} total={course.lessonCount} />
              <div className="learn-card__actions">
                {course.resumeLessonId ? (
                  <LocalLink className="button" to={lessonPath(course.resumeLessonId, course.path)}>
                    {t("course.resume")}
                  </LocalLink>
                ) : (
                  <p className="learn-badge learn-badge--done">{t("course.completed")}</p>
                )}
                <LocalLink to={myCoursePath(course.id)}>{t("my.details")}</LocalLink>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="learn-cta">
        <LocalLink to="/training">{t("my.browse")}</LocalLink>
        <LocalLink to="/product-certification">{t("catalogue.certifications")}</LocalLink>
      </p>
    </section>
  );
}
