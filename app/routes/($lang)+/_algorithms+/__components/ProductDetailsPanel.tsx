import { LocalLink } from "~/components/LocalLink";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { AlgorithmDetail } from "../__algorithms";
import { AlgorithmGraphic } from "./AlgorithmGraphic";
import { DateText } from "./format";

function Section({
  id,
  title,
  lang,
  children,
}: {
  id: string;
  title: string;
  lang: string | undefined;
  children: ReactNode;
}) {
  return (
    <section className="algorithm-section" aria-labelledby={`section-${id}`}>
      <h3 id={`section-${id}`}>{title}</h3>
      <div lang={lang}>{children}</div>
    </section>
  );
}

function List({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p className="algorithm-empty">{empty}</p>;
  return (
    <ul className="algorithm-list">
      {items.map((item) => (
        <li key={item} dir="auto">
          {item}
        </li>
      ))}
    </ul>
  );
}

/**
 * Product Details: the nine sub-sections of the specification, in its order. `textLang` marks
 * texts that are shown in another language than the page's (the English fallback).
 */
export function ProductDetailsPanel({
  algorithm,
  textLang,
}: {
  algorithm: AlgorithmDetail;
  textLang?: string;
}) {
  const { t } = useTranslation("algorithms");
  const { details } = algorithm;
  const empty = t("empty");
  return (
    <div className="algorithm-sections">
      <Section lang={textLang} id="parameters" title={t("sections.parameters")}>
        {details.parameters.length === 0 ? (
          <p className="algorithm-empty">{empty}</p>
        ) : (
          <div className="table-scroll">
            <table className="algorithm-table">
              <thead>
                <tr>
                  <th scope="col">{t("parameters.name")}</th>
                  <th scope="col">{t("parameters.value")}</th>
                </tr>
              </thead>
              <tbody>
                {details.parameters.map((p) => (
                  <tr key={p.name}>
                    <th scope="row" dir="auto">
                      {p.name}
                    </th>
                    <td dir="auto">{p.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section lang={textLang} id="introduction" title={t("sections.introduction")}>
        <p dir="auto">{details.introduction || empty}</p>
      </Section>
      <Section lang={textLang} id="version" title={t("sections.version")}>
        {details.versions.length === 0 ? (
          <p className="algorithm-empty">{empty}</p>
        ) : (
          <div className="table-scroll">
            <table className="algorithm-table">
              <thead>
                <tr>
                  <th scope="col">{t("versions.version")}</th>
                  <th scope="col">{t("versions.date")}</th>
                  <th scope="col">{t("versions.notes")}</th>
                </tr>
              </thead>
              <tbody>
                {details.versions.map((v) => (
                  <tr key={v.version}>
                    <th scope="row" dir="ltr">
                      {v.version}
                    </th>
                    <td>
                      <DateText iso={v.date} />
                    </td>
                    <td dir="auto">{v.notes}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Section>
      <Section lang={textLang} id="highlights" title={t("sections.highlights")}>
        <List items={details.highlights} empty={empty} />
      </Section>
      <Section
        lang={textLang}
        id="scenario-requirements"
        title={t("sections.scenarioRequirements")}
      >
        <List items={details.scenarioRequirements} empty={empty} />
      </Section>
      <Section lang={textLang} id="graphic" title={t("sections.graphic")}>
        <AlgorithmGraphic
          id={algorithm.id}
          classification={algorithm.classification}
          description={details.graphic || undefined}
        />
      </Section>
      <Section lang={textLang} id="solutions" title={t("sections.solutions")}>
        {details.solutions.length === 0 ? (
          <p className="algorithm-empty">{empty}</p>
        ) : (
          <ul className="algorithm-solutions">
            {details.solutions.map((s) => (
              <li key={s.id}>
                <LocalLink to={`/solution-details/${encodeURIComponent(s.id)}/solution`}>
                  <strong>{s.title}</strong>
                </LocalLink>
                <p>{s.summary}</p>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        lang={textLang}
        id="supporting-applications"
        title={t("sections.supportingApplications")}
      >
        <List items={details.supportingApplications} empty={empty} />
      </Section>
      <Section lang={textLang} id="user-manual" title={t("sections.userManual")}>
        {details.userManual ? (
          <>
            <p className="algorithm-manual" dir="auto">
              {details.userManual}
            </p>
            {algorithm.support ? (
              <p>
                {t("manual.request")}{" "}
                <a
                  href={`mailto:${algorithm.support.email}?subject=${encodeURIComponent(details.userManual)}`}
                  dir="ltr"
                >
                  {algorithm.support.email}
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <p className="algorithm-empty">{empty}</p>
        )}
      </Section>
    </div>
  );
}
