import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

export const meta: MetaFunction = () => [{ title: "Minimal page" }];

/** About 15 KB of HTML: a list of cards, like a catalogue page without a database. */
export function loader() {
  return Array.from({ length: 60 }, (_, i) => ({
    id: i + 1,
    name: `Camera model ${i + 1}`,
    text: "An AI camera that recognises people, vehicles and events at the edge, day and night.",
  }));
}

export default function Index() {
  const items = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Minimal page</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`/item/${item.id}`}>{item.name}</a>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </main>
  );
}
