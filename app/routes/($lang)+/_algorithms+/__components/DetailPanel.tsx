import { useTranslation } from "react-i18next";
import { LANGUAGES } from "~/i18n/languages";
import { type AlgorithmDetail, TABS, type TabId } from "../__algorithms";
import { useRootData } from "~/lib/root-data";
import { CustomerEvaluationPanel } from "./EvaluationPanel";
import { ProductDetailsPanel } from "./ProductDetailsPanel";
import { AssociatedProductPanel, CustomerCasePanel } from "./RelatedPanels";
import { SupportPanel } from "./SupportPanel";

function PanelContent({
  tab,
  algorithm,
  textLang,
}: {
  tab: TabId;
  algorithm: AlgorithmDetail;
  textLang: string | undefined;
}) {
  switch (tab) {
    case "associated-product":
      return <AssociatedProductPanel products={algorithm.products} />;
    case "customer-case":
      return <CustomerCasePanel cases={algorithm.cases} />;
    case "customer-evaluation":
      return (
        <CustomerEvaluationPanel rating={algorithm.rating} evaluations={algorithm.evaluations} />
      );
    case "support":
      return <SupportPanel algorithm={algorithm} />;
    default:
      return <ProductDetailsPanel algorithm={algorithm} textLang={textLang} />;
  }
}

/** The panel of the chosen tab. Detail texts without a translation say that they are in English. */
export function DetailPanel({ tab, algorithm }: { tab: TabId; algorithm: AlgorithmDetail }) {
  const { t } = useTranslation("algorithms");
  const { language } = useRootData();
  const label = TABS.find((entry) => entry.id === tab)!.label;
  const textLanguage = LANGUAGES.find((l) => l.code === algorithm.detailsLanguage) ?? LANGUAGES[0];
  const translated = textLanguage.code === language.code;
  return (
    <section className="algorithm-panel" aria-labelledby="algorithm-panel-title">
      <h2 id="algorithm-panel-title">{t(`tabs.${label}`)}</h2>
      {tab === "product-details" && !translated ? (
        <p className="notice algorithm-panel__notice">{t("detail.englishOnly")}</p>
      ) : null}
      <PanelContent
        tab={tab}
        algorithm={algorithm}
        textLang={translated ? undefined : textLanguage.lang}
      />
    </section>
  );
}
