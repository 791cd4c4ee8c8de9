import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { errorMeta, GeneralErrorBoundary } from "~/components/ErrorBoundary";
import { type ShouldRevalidateFunction, useLoaderData, useSearchParams } from "@remix-run/react";
import { AlgorithmHeader } from "./__components/AlgorithmHeader";
import { DetailPanel } from "./__components/DetailPanel";
import { DetailTabs } from "./__components/DetailTabs";
import { algorithmStrings, tabOf } from "./__algorithms";
import { loadAlgorithmDetail } from "./algorithms.server";
import { pageMeta } from "~/lib/meta";
import algorithmStyles from "./algorithms.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: algorithmStyles }];

export const loader = (args: LoaderFunctionArgs) => loadAlgorithmDetail(args);

/** Switching tabs only changes `?tab=`: the algorithm is already loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const handle = { i18n: ["algorithms"] };

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (error) return errorMeta({ error, matches });
  if (!data) return [];
  const { brandName, store } = algorithmStrings(matches);
  return pageMeta(
    `${data.algorithm.name} | ${store?.title ?? ""}`,
    data.algorithm.summary,
    brandName,
  );
};

export default function AlgorithmDetailPage() {
  const { algorithm } = useLoaderData<typeof loader>();
  const [searchParams] = useSearchParams();
  const tab = tabOf(searchParams.get("tab"));
  return (
    <article className="page algorithm-detail">
      <AlgorithmHeader algorithm={algorithm} />
      <DetailTabs current={tab} />
      <DetailPanel tab={tab} algorithm={algorithm} />
    </article>
  );
}

/** An unknown or withdrawn algorithm: the 404 page says so. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary statusHandlers={{ 404: { text: "notFound.algorithm" } }} />;
}
