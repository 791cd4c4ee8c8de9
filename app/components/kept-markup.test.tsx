import { renderToPipeableStream, renderToString } from "react-dom/server";
import { setImmediate as nextTurn } from "node:timers/promises";
import { Writable } from "node:stream";
import { createContext, type ReactElement, type ReactNode, useContext } from "react";
import { UNSAFE_DataRouterStateContext, useLocation, useRouteLoaderData } from "react-router-dom";
import { StaticRouter } from "react-router-dom/server";
import { ServerMarkupContext } from "./server-markup";
import { serverMarkup } from "./server-markup.server";
import { describe, expect, it, vi } from "vitest";
import { NonceProvider, useNonce } from "~/lib/nonce";
import { KeptMarkup } from "./KeptMarkup";

/** What the server's entry gives every page: its writers of links and kept parts. */
function OnServer({ children }: { children: ReactNode }) {
  return (
    <ServerMarkupContext.Provider value={serverMarkup}>{children}</ServerMarkupContext.Provider>
  );
}

/** Reads the location and writes adjacent texts, which React separates with comments. */
function Contents({ label }: { label: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <li>
        {label} {"n0nce"}: <bdi>{pathname}</bdi>
      </li>
      <li>
        <svg viewBox="0 0 2 2" aria-hidden="true">
          <path d="M0 0h2" />
        </svg>
        é 中文
      </li>
    </>
  );
}

function page(key: string, label: string) {
  return (
    <OnServer>
      <StaticRouter location="/ksa/product-center">
        <NonceProvider value="n0nce">
          <main>
            <p>before</p>
            <KeptMarkup as="ul" className="list" keep={[key]}>
              <Contents label={label} />
            </KeptMarkup>
            <p>after</p>
          </main>
        </NonceProvider>
      </StaticRouter>
    </OnServer>
  );
}

/** The page as the server streams it. */
function streamed(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on("finish", () => resolve(html));
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onError: reject,
    });
  });
}

/**
 * A part that reads what belongs to the request is rendered with each request's value, fails when
 * rendered on its own (said once) and is never kept.
 */
async function expectRenderedInPlace(
  tree: (value: string) => ReactElement,
  key: string,
  [first, second]: [string, string],
) {
  const errors = vi.spyOn(console, "error").mockImplementation(() => {});
  expect(renderToString(tree(first))).toBe(`<ul><li>${first}</li></ul>`);
  await nextTurn();
  expect(renderToString(tree(second))).toBe(`<ul><li>${second}</li></ul>`);
  expect(errors.mock.calls.some((call) => String(call[0]).includes(key))).toBe(true);
  errors.mockRestore();
}

describe("KeptMarkup", () => {
  it("renders its children in place until their markup is kept, then writes the same markup", async () => {
    const inPlace = await streamed(page("test first", "Cameras"));
    expect(inPlace).toContain('<ul class="list"><li>Cameras<!-- --> <!-- -->n0nce');
    await nextTurn();
    expect(await streamed(page("test first", "Cameras"))).toBe(inPlace);
  });

  it("writes the kept markup for its key, whatever the children are now", async () => {
    const first = renderToString(page("test second", "Cameras"));
    await nextTurn();
    expect(renderToString(page("test second", "Recorders"))).toBe(first);
    expect(renderToString(page("test third", "Recorders"))).toContain("Recorders");
  });

  it("never keeps a part that reads the request's nonce: it is rendered in place on every page", async () => {
    function ReadsNonce() {
      return <li>{useNonce()}</li>;
    }
    const tree = (nonce: string) => (
      <OnServer>
        <NonceProvider value={nonce}>
          <KeptMarkup as="ul" keep={["test nonce"]}>
            <ReadsNonce />
          </KeptMarkup>
        </NonceProvider>
      </OnServer>
    );
    await expectRenderedInPlace(tree, "test nonce", ["first", "second"]);
  });

  it("never keeps a part that reads the signed-in user of the root data", async () => {
    function ReadsUser() {
      const root = useRouteLoaderData("root") as { user: { name: string } | null };
      return <li>{root.user?.name ?? "visitor"}</li>;
    }
    const tree = (name: string) => (
      <UNSAFE_DataRouterStateContext.Provider
        value={{ loaderData: { root: { user: { name } } } } as never}
      >
        <OnServer>
          <KeptMarkup as="ul" keep={["test user"]}>
            <ReadsUser />
          </KeptMarkup>
        </OnServer>
      </UNSAFE_DataRouterStateContext.Provider>
    );
    await expectRenderedInPlace(tree, "test user", ["Ana", "Bo"]);
  });

  it("renders a part that cannot be rendered on its own in place, and tries only once", async () => {
    const Unseen = createContext<string | null>(null);
    let renders = 0;
    function ReadsUnseen() {
      renders++;
      const value = useContext(Unseen);
      if (value === null) throw new Error("rendered without its context");
      return <li>{value}</li>;
    }
    const tree = () => (
      <Unseen.Provider value="seen">
        <OnServer>
          <KeptMarkup as="ul" keep={["test unseen"]}>
            <ReadsUnseen />
          </KeptMarkup>
        </OnServer>
      </Unseen.Provider>
    );
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(renderToString(tree())).toBe("<ul><li>seen</li></ul>");
    await nextTurn();
    const tried = renders;
    expect(errors.mock.calls.some((call) => String(call[0]).includes("test unseen"))).toBe(true);
    expect(renderToString(tree())).toBe("<ul><li>seen</li></ul>");
    await nextTurn();
    expect(renders).toBe(tried + 1);
    errors.mockClear();
  });
});
