import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { callApi } from "~/lib/api.server";
import { requireOk } from "~/lib/failure.server";
import { sectionMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import { type CertificationItem, lessonPath } from "./__learning";
import { CertificationState, learningLinks } from "./__learning-ui";

export const links = learningLinks;
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "learning:certifications");

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const list = await requireOk(
    args.request,
    await callApi<{ items: CertificationItem[] }>(args, "/learning/certifications"),
  );
  return { certifications: list.items };
}

/** The certifications per product line: their requirements and the learner's standing. */
export default function ProductCertificationPage() {
  const { t } = useTranslation("learning");
  const { user } = useRootData();
  const { pathname } = useLocation();
  const { certifications } = useLoaderData<typeof loader>();
  return (
    <section className="page learn-certifications">
      <PageHeader title={t("certifications.title")} lead={t("certifications.intro")} />
      {!user ? (
        <p className="learn-note">
          <LocalLink to={`/login?redirectTo=${encodeURIComponent(pathname)}`}>
            {t("certifications.signIn")}
          </LocalLink>
        </p>
      ) : null}
      <ul className="card-grid learn-cards">
        {certifications.map((item) => (
          <li key={item.id} className="card learn-card" id={item.id}>
            <p className="eyebrow">
              <bdi>{item.code}</bdi> · {t(`line.${item.productLine}`)}
            </p>
            <h2>{item.title}</h2>
            <p>{item.summary}</p>
            <h3>{t("certifications.requirements")}</h3>
            <ul className="learn-requirements">
              {item.courses.map((course) => (
                <li key={course.id}>
                  {course.firstLessonId ? (
                    <LocalLink to={lessonPath(course.firstLessonId, course.path)}>
                      <bdi>{course.code}</bdi> {course.title}
                    </LocalLink>
                  ) : (
                    course.title
                  )}
                  {item.status ? (
                    <span className="learn-lesson__state">
                      {t("progress.short", {
                        completed: course.completed,
                        total: course.lessonCount,
                      })}
                    </span>
                  ) : null}
                </li>
              ))}
              {item.examRequired ? <li>{t("certifications.exam")}</li> : null}
            </ul>
            <p className="learn-course__facts">
              {t("certifications.validity", { n: item.validityYears })}
            </p>
            <CertificationState item={item} />
          </li>
        ))}
      </ul>
      <p className="learn-cta">
        <LocalLink className="button" to="/learn-register">
          {t("csp.register")}
        </LocalLink>
        <LocalLink to="/certificates/verify">{t("certifications.verify")}</LocalLink>
      </p>
    </section>
  );
}
