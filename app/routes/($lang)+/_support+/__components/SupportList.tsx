import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { type FilterOption, ListPage } from "~/components/list";
import type { ListQuery } from "~/lib/list-query";
import { type SearchList, SUPPORT_LISTS, type SupportListName, supportTextKey } from "../__support";

/**
 * The page of a searchable list of support articles (the FAQ, the knowledge base): a search box
 * and a category filter over one page of results.
 */
export function SupportList<T>({
  list,
  data,
  categories,
  children,
}: {
  list: SupportListName;
  data: {
    list: SearchList<T>;
    query: ListQuery & { q: string | null; category: string | null; page: number };
    filtered: boolean;
  };
  /** The category filter's choices. */
  categories: FilterOption[];
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation("support");
  const path = SUPPORT_LISTS[list];
  const key = (name: Parameters<typeof supportTextKey>[1]) => supportTextKey(list, name);
  return (
    <ListPage
      className="support-list"
      data={data}
      path={path}
      textKeys={{
        ns: "support",
        group: list,
        lead: key("lead"),
        filters: key("filterLegend"),
        count: key("count"),
        empty: key("empty"),
      }}
      fields={[
        {
          kind: "search",
          name: "q",
          label: t(key("searchLabel")),
          value: data.query.q,
          maxLength: 100,
        },
        {
          kind: "select",
          name: "category",
          label: t(key("category")),
          value: data.query.category,
          options: categories,
        },
      ]}
    >
      {children}
    </ListPage>
  );
}
