import type {
  ActionFunctionArgs,
  LinksFunction,
  LoaderFunctionArgs,
  MetaFunction,
} from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { AppForm, SpamGuard, TextField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { PageHeader } from "~/components/PageHeader";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import { productPath } from "~/lib/products";
import { withFormToken } from "~/lib/spam-guard.server";
import downloadStyles from "~/downloads/downloads.css";
import { Sha256 } from "~/downloads/DocumentDownload";
import {
  FeedLinks,
  FileDownload,
  type FirmwareRelease,
  feedLinkTags,
  KnownIssues,
  modelCodePath,
  ReleaseNotes,
  TrackBadge,
  useDate,
  versionPath,
  WithdrawnNotice,
} from "./__firmware";
import firmwareStyles from "./firmware.css";
import { fetchModelFirmware, isSignedIn } from "./firmware.server";
import { notifyAction, type notifySchema } from "./firmware-notify.server";
import {
  AdvisoryConcernList,
  advisoryStyles,
  VersionAdvisories,
} from "~/components/security/Advisories";
import type { AdvisoryConcerns } from "~/lib/advisories";
import { productAdvisories } from "~/lib/advisories.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: downloadStyles },
  { rel: "stylesheet", href: firmwareStyles },
  { rel: "stylesheet", href: advisoryStyles },
];

export const handle = { i18n: ["firmware"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error || !data) return errorMeta({ error, matches });
  const t = metaT(matches, "firmware");
  const { product } = data.model;
  return [
    ...pageMeta(
      t("model.title", { model: product.model }),
      t("model.lead", { model: product.model, name: product.name }),
      metaBrand(matches),
    ),
    ...feedLinkTags(
      matches,
      modelCodePath(product.id),
      t("firmware.modelFeedTitle", { model: product.model }),
    ),
  ];
};

/**
 * A model's firmware: every version visitors may see, newest first, with its form to be mailed
 * about new ones (whose spam guard makes the page each visitor's own: `withFormToken`).
 */
export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const [model, signedIn] = await Promise.all([
    fetchModelFirmware(args, args.params.code ?? ""),
    isSignedIn(args),
  ]);
  const advisories = await productAdvisories(args, model.product.id);
  return withFormToken({ model, signedIn, advisories });
}

export function action(args: ActionFunctionArgs) {
  return notifyAction(args, args.params.code ?? "");
}

/** One version of the model: its facts, changelog and known issues, and its download or why not. */
function VersionItem({
  release,
  current,
  signedIn,
  advisories,
}: {
  release: FirmwareRelease;
  current: boolean;
  signedIn: boolean;
  advisories: AdvisoryConcerns | null;
}) {
  const { t } = useTranslation("firmware");
  const { pathname } = useLocation();
  const date = useDate();
  const withdrawn = release.status === "withdrawn";
  return (
    <li
      className={withdrawn ? "fw-version fw-version--withdrawn" : "fw-version"}
      data-release={release.id}
    >
      <div className="fw-version__head">
        <h3>
          <LocalLink to={versionPath(release.id)}>
            <bdi dir="ltr">{t("firmware.version", { version: release.version })}</bdi>
          </LocalLink>
        </h3>
        <TrackBadge release={release} />
        {current ? <span className="fw-current">{t("version.current")}</span> : null}
        {withdrawn ? (
          <span className="fw-badge fw-badge--withdrawn">{t("release.withdrawn")}</span>
        ) : null}
      </div>
      <p className="fw-facts">{t("firmware.released", { date: date(release.releaseDate) })}</p>
      {advisories ? <VersionAdvisories concerns={advisories} version={release.version} /> : null}
      {withdrawn ? (
        <WithdrawnNotice release={release} />
      ) : (
        <div className="fw-version__file">
          <FileDownload file={release} signedIn={signedIn} back={pathname} />
          <Sha256 value={release.sha256} />
        </div>
      )}
      <details className="fw-version__details">
        <summary>
          {release.knownIssuesHtml ? t("model.changesAndIssues") : t("model.changes")}
        </summary>
        <h4>{t("version.notes")}</h4>
        <ReleaseNotes release={release} />
        <h4>{t("release.knownIssues")}</h4>
        <KnownIssues release={release} />
      </details>
    </li>
  );
}

/**
 * A model's firmware page: the model, the end of its long-term-support tracks, every published or
 * withdrawn version newest first (to roll back to an earlier one), the feeds and "notify me".
 */
export default function ModelFirmwarePage() {
  const { t } = useTranslation("firmware");
  const { model, signedIn, formToken, advisories } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { key } = useLocation();
  const date = useDate();
  const { product } = model;
  const [form, fields] = useServerForm<typeof notifySchema>({ lastResult, id: "notify-form" });
  return (
    <article className="page fw-model">
      <nav className="breadcrumb" aria-label={t("version.all")}>
        <ol>
          <li>
            <LocalLink to="/firmware">{t("version.all")}</LocalLink>
          </li>
          <li aria-current="page">
            <bdi dir="ltr">{product.model}</bdi>
          </li>
        </ol>
      </nav>
      <PageHeader
        title={t("model.title", { model: product.model })}
        lead={t("model.lead", { model: product.model, name: product.name })}
      />
      <section className="fw-model__support" aria-labelledby="fw-support">
        <h2 id="fw-support">{t("model.support")}</h2>
        <dl className="fw-detail__facts">
          <dt>{t("model.product")}</dt>
          <dd>
            {product.type ? (
              <LocalLink to={productPath({ id: product.id, type: product.type })}>
                <bdi dir="ltr">{product.model}</bdi> {product.name}
              </LocalLink>
            ) : (
              <bdi dir="ltr">{product.model}</bdi>
            )}
          </dd>
          <dt>{t("version.current")}</dt>
          <dd>
            {model.current ? (
              <LocalLink to={versionPath(model.current.id)}>
                <bdi dir="ltr">{t("firmware.version", { version: model.current.version })}</bdi>
              </LocalLink>
            ) : (
              t("model.noCurrent")
            )}
          </dd>
          <dt>{t("model.lts")}</dt>
          <dd>
            {model.lts.length === 0 ? (
              t("model.noLts")
            ) : (
              <ul className="fw-lts">
                {model.lts.map((track) => (
                  <li key={track.releaseId}>
                    <LocalLink to={versionPath(track.releaseId)}>
                      <bdi dir="ltr">{track.version}</bdi>
                    </LocalLink>{" "}
                    {t("model.ltsEnds", { date: date(track.endsOn) })}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </dl>
      </section>
      <section aria-labelledby="fw-versions">
        <h2 id="fw-versions">{t("model.versions")}</h2>
        <p className="fw-facts">{t("model.rollback")}</p>
        <ol className="fw-versions">
          {model.releases.map((release) => (
            <VersionItem
              key={release.id}
              release={release}
              current={model.current?.id === release.id}
              signedIn={signedIn}
              advisories={advisories}
            />
          ))}
        </ol>
      </section>
      {advisories ? <AdvisoryConcernList concerns={advisories} headingId="fw-security" /> : null}
      <FeedLinks
        base={modelCodePath(product.id)}
        label={t("version.modelFeeds", { model: product.model })}
      />
      <section className="card fw-notify" id="notify" aria-labelledby="fw-notify-title">
        <h2 id="fw-notify-title">{t("notify.heading", { model: product.model })}</h2>
        <p>{t("notify.lead")}</p>
        {/* A new form after each navigation: the redirect after a success empties it. */}
        <AppForm form={form} key={key}>
          <SpamGuard token={formToken} />
          <TextField
            field={fields.email}
            label={t("notify.email")}
            type="email"
            autoComplete="email"
            dir="ltr"
          />
          <SubmitButton>{t("notify.submit")}</SubmitButton>
        </AppForm>
      </section>
    </article>
  );
}

/** A model code without firmware: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "firmware:notFound.model" } }} />;
}
