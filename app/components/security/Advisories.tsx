import { LocalLink } from "~/components/LocalLink";
import {
  ADVISORIES_PATH,
  type AdvisoryConcern,
  type AdvisoryConcerns,
  advisoryPath,
} from "~/lib/advisories";
import { versionPath } from "~/lib/firmware";
import { isAffected } from "#shared/advisories";
import advisoryStyles from "./advisories.css";

/** The stylesheet of the severity badges and the advisory lists: link it where they show. */
export { advisoryStyles };

/** An advisory's severity and CVSS base score, as a coloured badge ("Critical 9.8"). */
export function SeverityBadge({
  severity,
  score,
  label,
}: {
  severity: string;
  score: number;
  label: string;
}) {
  return (
    <span className={`severity severity--${severity}`}>
      {label} <bdi dir="ltr">{score.toFixed(1)}</bdi>
    </span>
  );
}

/** An advisory's id and CVE ids, each kept whole and left to right in every language. */
export function AdvisoryIds({ trackingId, cves }: { trackingId: string; cves: string[] }) {
  return (
    <span className="advisory-ids">
      {[trackingId, ...cves].map((id, i) => (
        <span key={id}>
          {i > 0 ? " · " : null}
          <bdi className="advisory-id" dir="ltr">
            {id}
          </bdi>
        </span>
      ))}
    </span>
  );
}

/** Model codes, each kept whole and left to right in every language. */
export function ModelCodes({ models }: { models: string[] }) {
  return models.map((model, i) => (
    <span key={model}>
      {i > 0 ? ", " : null}
      <bdi className="advisory-id" dir="ltr">
        {model}
      </bdi>
    </span>
  ));
}

/** How an affected product gets its fix: "update to <version>" (linked), or no fix yet. */
function Remedy({
  concern,
  texts,
}: {
  concern: AdvisoryConcern;
  texts: AdvisoryConcerns["texts"];
}) {
  if (!concern.fixedIn) return <span className="advisory-remedy">{texts.noFix}</span>;
  const version = <bdi dir="ltr">{concern.fixedIn}</bdi>;
  return (
    <span className="advisory-remedy">
      {texts.affected}{" "}
      {concern.fixReleaseId ? (
        <LocalLink to={versionPath(concern.fixReleaseId)}>{version}</LocalLink>
      ) : (
        version
      )}
    </span>
  );
}

/**
 * The security advisories of a product or a firmware release: those the release fixes, then those
 * affecting it with the version to update to. The texts come translated with the data, so the
 * page needs no namespace of the security area.
 */
export function AdvisoryConcernList({
  concerns,
  headingId,
  className,
}: {
  concerns: AdvisoryConcerns;
  headingId: string;
  /** The page's own class for its sections. */
  className?: string;
}) {
  const { texts } = concerns;
  return (
    <section
      id="security"
      className={className ? `advisory-concerns ${className}` : "advisory-concerns"}
      aria-labelledby={headingId}
    >
      <h2 id={headingId}>{texts.heading}</h2>
      <ul className="advisory-concerns__list">
        {concerns.fixes.map((a) => (
          <li key={`fix-${a.trackingId}`} className="advisory-concern advisory-concern--fixed">
            <span className="advisory-fixed">{texts.fixes}</span>{" "}
            <LocalLink to={advisoryPath(a.trackingId)}>{a.title}</LocalLink>{" "}
            <AdvisoryIds trackingId={a.trackingId} cves={a.cves} />{" "}
            <SeverityBadge
              severity={a.severity}
              score={a.cvssScore}
              label={texts.severity[a.severity] ?? a.severity}
            />
          </li>
        ))}
        {concerns.affectedBy.map((a) => (
          <li key={`affected-${a.trackingId}`} className="advisory-concern">
            <SeverityBadge
              severity={a.severity}
              score={a.cvssScore}
              label={texts.severity[a.severity] ?? a.severity}
            />{" "}
            <LocalLink to={advisoryPath(a.trackingId)}>{a.title}</LocalLink>{" "}
            <AdvisoryIds trackingId={a.trackingId} cves={a.cves} />
            <Remedy concern={a} texts={texts} />
          </li>
        ))}
      </ul>
      <p className="advisory-concerns__all">
        <LocalLink to={ADVISORIES_PATH}>{texts.all}</LocalLink>
      </p>
    </section>
  );
}

/**
 * One firmware version's ties to a model's advisories, in a line: those it fixes and those that
 * still affect it (each linked); nothing when there are none.
 */
export function VersionAdvisories({
  concerns,
  version,
}: {
  concerns: AdvisoryConcerns;
  version: string;
}) {
  const fixes = concerns.affectedBy.filter((a) => a.fixedIn === version);
  const affected = concerns.affectedBy.filter((a) => isAffected(version, a));
  if (fixes.length + affected.length === 0) return null;
  const links = (items: AdvisoryConcern[]) =>
    items.map((a, i) => (
      <span key={a.trackingId}>
        {i > 0 ? ", " : null}
        <LocalLink to={advisoryPath(a.trackingId)} title={a.title}>
          <bdi dir="ltr">{a.trackingId}</bdi>
        </LocalLink>
      </span>
    ));
  return (
    <p className="version-advisories">
      {fixes.length ? (
        <span className="advisory-fixed">
          {concerns.texts.fixes} {links(fixes)}
        </span>
      ) : null}
      {fixes.length && affected.length ? " · " : null}
      {affected.length ? (
        <span className="version-advisories__affected">
          {concerns.texts.affectedBy} {links(affected)}
        </span>
      ) : null}
    </p>
  );
}
