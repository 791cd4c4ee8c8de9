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
import { sectionMeta } from "~/lib/meta";
import downloadStyles from "~/downloads/downloads.css";
import { DownloadItem, type SoftwarePackage } from "./__firmware";
import firmwareStyles from "./firmware.css";
import { softwareSchema } from "./firmware-query.server";
import { loadDownloadList } from "./firmware.server";

export const links = listPageLinks(downloadStyles, firmwareStyles);

export const handle = { i18n: ["firmware"] };

export const meta: MetaFunction = ({ matches }) =>
  sectionMeta(matches, "firmware:software", { description: "lead" });

interface SoftwareList {
  items: SoftwarePackage[];
  total: number;
  platforms: string[];
}

export function loader(args: LoaderFunctionArgs) {
  return loadDownloadList<SoftwareList, typeof softwareSchema>(args, softwareSchema, "/software");
}

/** Software packages by platform: version, notes, size, sha256 and download. */
export default function SoftwarePage() {
  const { t } = useTranslation("firmware");
  const { list, query, signedIn, filtered } = useLoaderData<typeof loader>();
  const fields: FilterField[] = [
    {
      kind: "select",
      name: "platform",
      label: t("software.platform"),
      allLabel: t("software.allPlatforms"),
      value: query.platform,
      options: list.platforms.map((p) => ({ value: p, label: t(`platform.${p}`) })),
    },
  ];
  return (
    <section className="page software">
      <PageHeader title={t("software.title")} lead={t("software.lead")} />
      <FilterForm
        className="list-filters--bar"
        title={t("software.legend")}
        path="/soft-download"
        filtered={filtered}
        fields={fields}
      />
      <ResultCount count={list.total} label={t("software.count", { count: list.total })} />
      {list.items.length === 0 ? (
        <NoData>{t("software.empty")}</NoData>
      ) : (
        <ul className="doc-items fw-items">
          {list.items.map((item) => (
            <DownloadItem key={item.id} list="software" file={item} signedIn={signedIn}>
              <span className="fw-models">{t(`platform.${item.platform}`)}</span>
              <span>{item.notes}</span>
            </DownloadItem>
          ))}
        </ul>
      )}
    </section>
  );
}
