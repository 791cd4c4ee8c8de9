import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LocalLink } from "~/components/LocalLink";
import { metaBrand, metaT, pageMeta } from "~/lib/meta";
import policyStyles from "~/styles/policies.css";
import { AppDownload, AppFrame } from "~/components/apps/AppPage";
import { PRODUCT_APPS, type ProductApp } from "~/lib/apps";
import type { productAppData } from "~/lib/apps.server";
import appStyles from "~/components/apps/apps.css";

/**
 * The page of a product line's app (`/{product}app`): each route file of a product line exports
 * `productAppRoute(line)` and a loader of `productAppData(args, line)` (`~/lib/apps.server.ts`); other
 * product names are not routes (the 404 page).
 */
export function productAppRoute(line: ProductApp) {
  const { instructions } = PRODUCT_APPS[line];
  const links: LinksFunction = () => [
    { rel: "stylesheet", href: policyStyles },
    { rel: "stylesheet", href: appStyles },
  ];
  const meta: MetaFunction = ({ matches }) => {
    const t = metaT(matches, "media");
    return pageMeta(
      t(`productApps.${line}.title`),
      t(`productApps.${line}.lead`),
      metaBrand(matches),
    );
  };
  function ProductAppPage() {
    const { t } = useTranslation("media");
    const data = useLoaderData<typeof productAppData>();
    return (
      <AppFrame>
        <AppDownload
          {...data}
          title={t(`productApps.${line}.title`)}
          lead={t(`productApps.${line}.lead`)}
        >
          <p>
            <LocalLink to={`/instructions/${instructions}`}>
              {t("productApps.instructions")}
            </LocalLink>
          </p>
        </AppDownload>
      </AppFrame>
    );
  }
  return { links, meta, default: ProductAppPage };
}
