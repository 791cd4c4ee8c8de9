import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { type FilterField, ListPage, listPageLinks } from "~/components/list";
import { LocalLink } from "~/components/LocalLink";
import { loadListPage } from "~/lib/list-loader.server";
import { sectionMeta } from "~/lib/meta";
import { clock, type CourseList, coursePath, lessonPath } from "./__learning";
import { learningAction } from "./learning.server";
import { courseSchema } from "./learning-query.server";
import { EnrolForm } from "./__learning-ui";
import learningStyles from "./learning.css";

export const links = listPageLinks(learningStyles);
export const handle = { i18n: ["learning"] };
export const meta: MetaFunction = ({ matches }) => sectionMeta(matches, "learning:catalogue");

export async function loader(args: LoaderFunctionArgs) {
  const { list, query, filtered } = await loadListPage<CourseList, typeof courseSchema>(
    args,
    courseSchema,
    "/learning/courses",
  );
  return { list, query, filtered };
}

export const action = (args: ActionFunctionArgs) => learningAction(args);

/** The training catalogue: every course as a card, filtered by a GET form, in pages. */
export default function TrainingPage() {
  const { t } = useTranslation("learning");
  const data = useLoaderData<typeof loader>();
  const { list, query } = data;
  const fields: FilterField[] = [
    { kind: "search", name: "q", label: t("catalogue.q"), value: query.q, maxLength: 100 },
    {
      kind: "select",
      name: "line",
      label: t("catalogue.line"),
      allLabel: t("catalogue.allLines"),
      value: query.line,
      options: list.productLines.map((o) => ({
        value: o.value,
        label: t(`line.${o.value}`),
        count: o.count,
      })),
    },
    {
      kind: "select",
      name: "level",
      label: t("catalogue.level"),
      allLabel: t("catalogue.allLevels"),
      value: query.level,
      options: list.levels.map((o) => ({
        value: o.value,
        label: t(`level.${o.value}`),
        count: o.count,
      })),
    },
  ];
  return (
    <ListPage
      className="learn-catalogue"
      data={data}
      path="/training"
      textKeys={{
        ns: "learning",
        group: "catalogue",
        lead: "catalogue.intro",
        filters: "catalogue.filters",
        pagination: "catalogue.pagination",
      }}
      texts={{ count: t("catalogue.count", { n: list.total }) }}
      fields={fields}
      intro={
        <p className="learn-cta">
          <LocalLink to="/training-course">{t("catalogue.allCourses")}</LocalLink>
          <LocalLink to="/csp-learn">{t("catalogue.cspPath")}</LocalLink>
          <LocalLink to="/product-certification">{t("catalogue.certifications")}</LocalLink>
        </p>
      }
    >
      {(items) => (
        <ul className="card-grid learn-cards">
          {items.map((course) => (
            <li key={course.id} className="card learn-card">
              <p className="eyebrow">
                <bdi>{course.code}</bdi> · {t(`line.${course.productLine}`)}
              </p>
              <h2>
                <LocalLink to={coursePath(course)}>{course.title}</LocalLink>
              </h2>
              <p>{course.summary}</p>
              <p className="learn-course__facts">
                {t(`level.${course.level}`)} · {t("course.lessons", { n: course.lessonCount })} ·{" "}
                {clock(course.durationSeconds)}
                {course.path === "csp" ? ` · ${t("course.cspPath")}` : ""}
              </p>
              <div className="learn-card__actions">
                <EnrolForm courseId={course.id} />
                {course.firstLessonId ? (
                  <LocalLink to={lessonPath(course.firstLessonId, course.path)}>
                    {t("course.preview")}
                  </LocalLink>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListPage>
  );
}
