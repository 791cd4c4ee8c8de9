import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import {
  type FilterField,
  FilterForm,
  NoData,
  ResultCount,
  listPageLinks,
} from "~/components/list";
import { PageHeader } from "~/components/PageHeader";
import { metaT, sectionMeta } from "~/lib/meta";
import { FIRMWARE_CLASSES } from "#shared/firmware";
import downloadStyles from "~/downloads/downloads.css";
import { LocalLink } from "~/components/LocalLink";
import {
  DownloadItem,
  FeedLinks,
  type FirmwareRelease,
  feedLinkTags,
  modelReleasesPath,
  TrackBadge,
  WithdrawnNotice,
} from "./__firmware";
import firmwareStyles from "./firmware.css";
import { firmwareSchema } from "./firmware-query.server";
import { loadDownloadList } from "./firmware.server";

export const links = listPageLinks(downloadStyles, firmwareStyles);

export const handle = { i18n: ["firmware"] };

export const meta: MetaFunction = ({ matches }) => [
  ...sectionMeta(matches, "firmware:firmware", { description: "lead" }),
  ...feedLinkTags(matches, "/firmware", metaT(matches, "firmware")("firmware.feedTitle")),
];

interface FirmwareList {
  items: FirmwareRelease[];
  total: number;
  classes: string[];
  models: { id: string; model: string; productClass: string }[];
}

export function loader(args: LoaderFunctionArgs) {
  return loadDownloadList<FirmwareList, typeof firmwareSchema>(args, firmwareSchema, "/firmware");
}

/** The firmware of every model: by product line, searchable by model code or name, with feeds. */
export default function FirmwarePage() {
  const { t } = useTranslation("firmware");
  const { list, query, signedIn, filtered } = useLoaderData<typeof loader>();
  const fields: FilterField[] = [
    { kind: "search", name: "q", label: t("firmware.q"), value: query.q, maxLength: 100 },
    {
      kind: "select",
      name: "class",
      label: t("firmware.class"),
      allLabel: t("firmware.allClasses"),
      value: query.class,
      options: list.classes.map((c) => ({ value: c, label: t(`class.${c}`) })),
    },
    {
      kind: "select",
      name: "model",
      label: t("firmware.model"),
      allLabel: t("firmware.allModels"),
      value: query.model,
      options: list.models.map((m) => ({ value: m.id, label: m.model })),
    },
  ];
  const groups = FIRMWARE_CLASSES.map((c) => ({
    productClass: c,
    items: list.items.filter((r) => r.productClass === c),
  })).filter((g) => g.items.length > 0);
  return (
    <section className="page firmware">
      <PageHeader title={t("firmware.title")} lead={t("firmware.lead")} />
      <FeedLinks base="/firmware" label={t("firmware.feeds")} />
      <FilterForm
        className="list-filters--bar"
        title={t("firmware.legend")}
        path="/firmware"
        filtered={filtered}
        fields={fields}
      />
      <ResultCount count={list.total} label={t("firmware.count", { count: list.total })} />
      {groups.length === 0 ? (
        <NoData>{t("firmware.empty")}</NoData>
      ) : (
        groups.map((group) => (
          <section
            key={group.productClass}
            className="fw-group"
            aria-labelledby={`fw-${group.productClass}`}
          >
            <h2 id={`fw-${group.productClass}`}>{t(`class.${group.productClass}`)}</h2>
            <ul className="doc-items fw-items">
              {group.items.map((release) => (
                <DownloadItem
                  key={release.id}
                  list="firmware"
                  file={release}
                  signedIn={signedIn}
                  unavailable={
                    release.status === "withdrawn" ? (
                      <span className="fw-badge fw-badge--withdrawn">{t("release.withdrawn")}</span>
                    ) : undefined
                  }
                >
                  <span className="fw-models">
                    {t("firmware.models")}:{" "}
                    {release.models.map((m, i) => (
                      <span key={m.id}>
                        {i > 0 ? ", " : null}
                        <LocalLink
                          to={modelReleasesPath(m.id)}
                          aria-label={t("release.allOf", { model: m.model })}
                        >
                          <bdi dir="ltr">{m.model}</bdi>
                        </LocalLink>
                      </span>
                    ))}
                    {release.track === "lts" ? (
                      <>
                        {" "}
                        <TrackBadge release={release} />
                      </>
                    ) : null}
                  </span>
                  {release.status === "withdrawn" ? <WithdrawnNotice release={release} /> : null}
                </DownloadItem>
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
}
