import { useTranslation } from "react-i18next";
import type { AlgorithmDetail } from "../__algorithms";
import { DateText } from "./format";

export const MAX_RATING = 5;

/** Stars drawn for the eye; screen readers hear "4 out of 5". */
export function Rating({ value }: { value: number }) {
  const { t } = useTranslation("algorithms");
  const full = Math.round(value);
  return (
    <span
      className="rating"
      role="img"
      aria-label={t("evaluations.rating", { rating: value, max: MAX_RATING })}
    >
      {"★".repeat(full)}
      {"☆".repeat(Math.max(0, MAX_RATING - full))}
      <span className="rating__value">{value}</span>
    </span>
  );
}

/** Customer Evaluation: the average and every customer's rating and comment, newest first. */
export function CustomerEvaluationPanel({
  rating,
  evaluations,
}: {
  rating: AlgorithmDetail["rating"];
  evaluations: AlgorithmDetail["evaluations"];
}) {
  const { t } = useTranslation("algorithms");
  if (evaluations.length === 0 || rating.average === null)
    return <p className="algorithm-empty">{t("empty")}</p>;
  return (
    <>
      <p className="rating-summary">
        <Rating value={rating.average} />
        <span>{t("evaluations.average", { rating: rating.average, max: MAX_RATING })}</span>
        <span className="rating-summary__count">
          {t("evaluations.count", { count: rating.count })}
        </span>
      </p>
      <ul className="evaluation-list">
        {evaluations.map((evaluation) => (
          <li key={`${evaluation.customer}-${evaluation.date}`} className="card evaluation">
            <h3>{evaluation.customer}</h3>
            <p className="evaluation__meta">
              <Rating value={evaluation.rating} />
              <DateText iso={evaluation.date} />
            </p>
            <blockquote className="evaluation__comment">
              <p dir="auto">{evaluation.comment}</p>
            </blockquote>
          </li>
        ))}
      </ul>
    </>
  );
}
