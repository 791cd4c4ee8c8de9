import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { afterAll, describe, expect, it, vi } from "vitest";

/**
 * The patches of `patches/` that have no test of their own elsewhere (see `patches/README.md`):
 * each case below fails on the published package. The router's matching, the stream renderer and
 * the loader's request are tested in route-matching, streamed-text and loader-request.
 */
const require = createRequire(import.meta.url);
/** The esbuild Remix's compiler builds the browser's files with. */
const { build } = createRequire(require.resolve("@remix-run/dev/package.json"))(
  "esbuild",
) as typeof import("esbuild");

describe("the patched packages", () => {
  const root = process.cwd();
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8"));
  const pinned: Record<string, string> = { ...manifest.dependencies, ...manifest.devDependencies };
  const patches = readdirSync(path.join(root, "patches"))
    .filter((file) => file.endsWith(".patch"))
    .map((file) => {
      const [, name, version] = /^(.+)\+([^+]+)\.patch$/.exec(file)!;
      return { file, name: name!.replace("+", "/"), version: version! };
    });
  const readme = readFileSync(path.join(root, "patches/README.md"), "utf8");

  it("are installed at the version each patch was made for, pinned exactly where the site names them", () => {
    expect(patches.length).toBeGreaterThan(0);
    for (const { name, version } of patches) {
      const installed = require(`${name}/package.json`).version;
      expect(`${name}@${installed}`).toBe(`${name}@${version}`);
      if (pinned[name]) expect(`${name}@${pinned[name]}`).toBe(`${name}@${version}`);
    }
  });

  it("each have a row in patches/README.md", () => {
    for (const { file } of patches) expect(readme).toContain(`\`${file.replace(/\.patch$/, "")}`);
  });
});

describe("@remix-run/server-runtime: the route modules of a build", () => {
  const { createEntryRouteModules } = require("@remix-run/server-runtime/dist/entry.js") as {
    createEntryRouteModules(manifest: Record<string, { module: object }>): Record<string, object>;
  };

  it("are gathered once per build, not for each request", () => {
    const manifest = { root: { module: { a: 1 } }, "routes/home": { module: { b: 2 } } };
    const first = createEntryRouteModules(manifest);
    expect(first).toEqual({ root: { a: 1 }, "routes/home": { b: 2 } });
    expect(createEntryRouteModules(manifest)).toBe(first);
    // Another build gets its own.
    expect(createEntryRouteModules({ ...manifest })).not.toBe(first);
  });
});

describe("react-router-dom: the static router of a render", () => {
  const server = require("react-router-dom/server.js") as typeof import("react-router-dom/server");

  it("converts a route tree to data routes once per tree", async () => {
    const routes = [{ id: "root", path: "/", children: [{ id: "home", path: "home" }] }];
    const handler = server.createStaticHandler(routes);
    const context = await handler.query(new Request("http://localhost/home"));
    if (context instanceof Response) throw new Error("no context");
    const first = server.createStaticRouter(handler.dataRoutes, context);
    const second = server.createStaticRouter(handler.dataRoutes, context);
    expect(second.routes).toBe(first.routes);
    expect(first.routes[0]?.children?.[0]?.id).toBe("home");
    // A new tree is converted anew.
    const other = server.createStaticRouter([...handler.dataRoutes], context);
    expect(other.routes).not.toBe(first.routes);
  });
});

describe("@remix-run/react: RemixServer", () => {
  const serverRoutes = require("@remix-run/react/dist/routes.js") as {
    createServerRoutes: (...args: unknown[]) => unknown;
  };
  const { RemixServer } = require("@remix-run/react/dist/server.js") as {
    RemixServer: (props: { context: unknown; url: string }) => unknown;
  };
  const { createRequestHandler } = require("@remix-run/server-runtime") as {
    createRequestHandler(build: object, mode?: string): (request: Request) => Promise<Response>;
  };

  /** A build of one page, rendered by RemixServer as the site's entry renders it. */
  function oneRouteBuild() {
    const route = { id: "root", path: "", hasLoader: false, hasAction: false, module: "/r.js" };
    return {
      mode: "production",
      entry: {
        module: {
          default: (
            _request: Request,
            status: number,
            headers: Headers,
            context: unknown,
          ): Response => {
            const html = renderToString(
              createElement(RemixServer as never, { context, url: "http://localhost/" }),
            );
            headers.set("Content-Type", "text/html");
            return new Response(html, { status, headers });
          },
        },
      },
      routes: {
        root: { ...route, module: { default: () => createElement("p", null, "Rendered") } },
      },
      assets: {
        entry: { module: "/entry.js", imports: [] },
        routes: { root: route },
        url: "/manifest.js",
        version: "1",
      },
      publicPath: "/build/",
      assetsBuildDirectory: "public/build",
      future: {},
      isSpaMode: false,
    };
  }

  it("builds the route tree of a build once, not for each render", async () => {
    const handle = createRequestHandler(oneRouteBuild(), "production");
    const built = vi.spyOn(serverRoutes, "createServerRoutes");
    try {
      for (let i = 0; i < 3; i++) {
        const response = await handle(new Request("http://localhost/"));
        expect(await response.text()).toContain("Rendered");
      }
      expect(built).toHaveBeenCalledTimes(1);
    } finally {
      built.mockRestore();
    }
  });
});

describe("@remix-run/dev: a .server module in the browser build", () => {
  const { emptyModulesPlugin } = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js");
  const dir = mkdtempSync(path.join(tmpdir(), "empty-modules-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("leaves nothing behind when the browser uses none of its bindings", async () => {
    writeFileSync(path.join(dir, "data.server.ts"), "export const secret = 'server only';\n");
    writeFileSync(
      path.join(dir, "route.ts"),
      "import { secret } from './data.server';\nexport const title = 'page';\n" +
        "export function loader() { return secret; }\n",
    );
    const result = await build({
      // The browser's module of a route, as Remix's compiler writes it: its browser exports only.
      stdin: { contents: "export { title } from './route';", resolveDir: dir },
      bundle: true,
      write: false,
      format: "esm",
      minify: true,
      plugins: [emptyModulesPlugin({ config: { appDirectory: dir } }, /\.server(\.[jt]sx?)?$/)],
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain("page");
    expect(code).not.toContain("exports");
  });
});
