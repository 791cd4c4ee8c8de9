import { LocalLink } from "~/components/LocalLink";
import { dateFormat } from "~/lib/intl";
import { useRootData } from "~/lib/root-data";
import { DocumentDownload } from "~/downloads/DocumentDownload";
import { type FirmwareRelease, versionPath } from "~/lib/firmware";

/**
 * A product's current firmware for its detail page, a block of the downloads like the documents
 * above it: its heading, then one row with the version and date linked to the version page on one
 * side and the download with its checksum on the other; `texts` come translated from the loader
 * (`currentFirmware`), so the page needs no namespace of this area.
 */
export function CurrentFirmware({
  release,
  texts,
  signedIn,
  back,
}: {
  release: FirmwareRelease;
  texts: { heading: string; current: string; version: string; login: string };
  signedIn: boolean;
  back: string;
}) {
  const { language } = useRootData();
  const date = dateFormat(language.lang);
  return (
    <section className="fw-product" aria-labelledby="firmware-title">
      <h3 id="firmware-title">{texts.heading}</h3>
      <ul className="doc-list">
        <li>
          <span>
            <strong>{texts.current}</strong> —{" "}
            <LocalLink to={versionPath(release.id)}>
              <span dir="ltr">{texts.version}</span>
            </LocalLink>{" "}
            ·{" "}
            <time dateTime={release.releaseDate}>
              {date.format(new Date(`${release.releaseDate}T00:00:00Z`))}
            </time>
          </span>
          {release.gated && !signedIn ? (
            <LocalLink to={`/login?redirectTo=${encodeURIComponent(back)}`}>
              {texts.login}
            </LocalLink>
          ) : (
            <DocumentDownload
              id={release.documentId}
              title={release.title}
              size={release.size}
              sha256={release.sha256}
            />
          )}
        </li>
      </ul>
    </section>
  );
}
