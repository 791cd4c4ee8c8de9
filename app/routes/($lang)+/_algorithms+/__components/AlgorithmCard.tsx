import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import type { AlgorithmSummary } from "../__algorithms";
import { DateText, useFacetLabel } from "./format";
import { Picture } from "~/pictures/Picture";
import { SCENE_PICTURE, scenePictureSrc } from "~/pictures/pictures";

/** One result of the store: the whole card leads to the algorithm's page. */
export function AlgorithmCard({ algorithm }: { algorithm: AlgorithmSummary }) {
  const { t } = useTranslation("algorithms");
  const label = useFacetLabel();
  return (
    <li className="card algorithm-card">
      <Picture
        className="scene-picture"
        src={scenePictureSrc(algorithm.id, algorithm.scenario)}
        size={SCENE_PICTURE}
        label={t("picture", { scenario: label("scenario", algorithm.scenario) })}
      />
      <p className="algorithm-card__badges">
        <span className="badge">{label("algorithmType", algorithm.algorithmType)}</span>
        <span className="badge badge--quiet">
          {label("classification", algorithm.classification)}
        </span>
      </p>
      <h3 className="algorithm-card__title">
        <LocalLink to={`/algorithm-details-page/${algorithm.id}`}>{algorithm.name}</LocalLink>
      </h3>
      <p className="algorithm-card__summary">{algorithm.summary}</p>
      <dl className="algorithm-card__meta">
        <div>
          <dt>{t("detail.provider")}</dt>
          <dd>{algorithm.provider.name}</dd>
        </div>
        <div>
          <dt>{t("detail.latestVersionDate")}</dt>
          <dd>
            <DateText iso={algorithm.latestVersionDate} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
