import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { type AlgorithmDetail, FACETS } from "../__algorithms";
import { Rating } from "./EvaluationPanel";
import { DateText, useFacetLabel } from "./format";

/** Name, summary, provider, filter values and the release and latest version dates. */
export function AlgorithmHeader({ algorithm }: { algorithm: AlgorithmDetail }) {
  const { t } = useTranslation("algorithms");
  const label = useFacetLabel();
  return (
    <header className="algorithm-header">
      <p className="algorithm-header__back">
        <LocalLink to="/algorithmstore">{t("detail.back")}</LocalLink>
      </p>
      <p className="eyebrow">{label("classification", algorithm.classification)}</p>
      <h1>{algorithm.name}</h1>
      <p className="lead">{algorithm.summary}</p>
      <span id="algorithm-properties" className="visually-hidden">
        {t("detail.properties")}
      </span>
      <ul className="chips algorithm-header__chips" aria-labelledby="algorithm-properties">
        {FACETS.map((facet) => (
          <li key={facet}>
            <span className="visually-hidden">{t(`filter.${facet}`)}: </span>
            {label(facet, algorithm[facet])}
          </li>
        ))}
      </ul>
      <dl className="algorithm-facts">
        <div>
          <dt>{t("detail.provider")}</dt>
          <dd>
            <Link to={{ search: "?tab=support" }} preventScrollReset>
              {algorithm.provider.name}
            </Link>
          </dd>
        </div>
        <div>
          <dt>{t("detail.releaseDate")}</dt>
          <dd>
            <DateText iso={algorithm.releaseDate} />
          </dd>
        </div>
        <div>
          <dt>{t("detail.latestVersionDate")}</dt>
          <dd>
            <DateText iso={algorithm.latestVersionDate} />
          </dd>
        </div>
        {algorithm.rating.average !== null ? (
          <div>
            <dt>{t("detail.rating")}</dt>
            <dd>
              <Rating value={algorithm.rating.average} />
            </dd>
          </div>
        ) : null}
      </dl>
    </header>
  );
}
