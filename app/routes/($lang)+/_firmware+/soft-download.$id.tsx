import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { LocalLink } from "~/components/LocalLink";
import { pageLanguage } from "~/i18n/route-language.server";
import { metaBrand, pageMeta } from "~/lib/meta";
import { useRootData } from "~/lib/root-data";
import downloadStyles from "~/downloads/downloads.css";
import { formatSize, Sha256 } from "~/downloads/DocumentDownload";
import { FileDownload, type SoftwarePackage, softwarePath, useDate } from "./__firmware";
import firmwareStyles from "./firmware.css";
import { fetchDownloads, isSignedIn } from "./firmware.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: downloadStyles },
  { rel: "stylesheet", href: firmwareStyles },
];

export const handle = { i18n: ["firmware"] };

interface SoftwareDetail {
  item: SoftwarePackage;
  others: SoftwarePackage[];
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  error || !data
    ? errorMeta({ error, matches })
    : pageMeta(data.detail.item.title, data.detail.item.notes, metaBrand(matches));

export async function loader(args: LoaderFunctionArgs) {
  pageLanguage(args);
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404 });
  const [detail, signedIn] = await Promise.all([
    fetchDownloads<SoftwareDetail>(args, `/software/${id}`),
    isSignedIn(args),
  ]);
  return { detail, signedIn };
}

/** A software package: platform, version, notes, date, size, sha256 and its download. */
export default function SoftwarePackagePage() {
  const { t } = useTranslation("firmware");
  const { language } = useRootData();
  const { detail, signedIn } = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  const date = useDate();
  const { item } = detail;
  const platform = t(`platform.${item.platform}`);
  return (
    <article className="page fw-detail">
      <nav className="breadcrumb" aria-label={t("software.all")}>
        <ol>
          <li>
            <LocalLink to="/soft-download">{t("software.all")}</LocalLink>
          </li>
          <li aria-current="page">{item.title}</li>
        </ol>
      </nav>
      <header className="page-header">
        <p className="eyebrow">{platform}</p>
        <h1>{item.title}</h1>
        <p className="lead">{item.notes}</p>
      </header>
      <dl className="fw-detail__facts">
        <dt>{t("software.platform")}</dt>
        <dd>{platform}</dd>
        <dt>{t("version.version")}</dt>
        <dd>
          <bdi dir="ltr">{item.version}</bdi>
        </dd>
        <dt>{t("version.date")}</dt>
        <dd>{date(item.releaseDate)}</dd>
        <dt>{t("version.size")}</dt>
        <dd>{formatSize(item.size, language.lang)}</dd>
        <dt>{t("version.file")}</dt>
        <dd>
          <Sha256 value={item.sha256} />
        </dd>
      </dl>
      <p>
        <FileDownload file={item} signedIn={signedIn} back={pathname} />
      </p>
      {detail.others.length > 0 ? (
        <section aria-labelledby="sw-others">
          <h2 id="sw-others">{t("software.others", { platform })}</h2>
          <ul className="link-list">
            {detail.others.map((o) => (
              <li key={o.id}>
                <LocalLink to={softwarePath(o.id)}>{o.title}</LocalLink>{" "}
                <span dir="ltr">{o.version}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}

/** An unknown or withdrawn package: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "firmware:notFound.software" } }} />;
}
