import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { type ShouldRevalidateFunction, useLoaderData, useSearchParams } from "@remix-run/react";
import { AlgorithmHeader } from "~/components/algorithms/AlgorithmHeader";
import { DetailPanel } from "~/components/algorithms/DetailPanel";
import { DetailTabs } from "~/components/algorithms/DetailTabs";
import { algorithmStrings, tabOf } from "~/lib/algorithms";
import { loadAlgorithmDetail } from "~/lib/algorithms.server";
import { pageMeta } from "~/lib/meta";
import algorithmStyles from "~/styles/algorithms.css";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: algorithmStyles }];

export const loader = (args: LoaderFunctionArgs) => loadAlgorithmDetail(args);

/** Switching tabs only changes `?tab=`: the algorithm is already loaded. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => (!formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
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
