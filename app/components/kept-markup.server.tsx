import { UNSAFE_RemixContext } from "@remix-run/react";
import { type Context, createElement, type ReactNode, useContext } from "react";
import { renderToString } from "react-dom/server";
import { I18nContext } from "react-i18next";
import {
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from "react-router-dom";
import { jsonOf } from "~/lib/data-text";
import { NO_NONCE, NonceContext } from "~/lib/nonce";
import { type KeepKey, ServerMarkupContext } from "./server-markup";

/** At most this many markups, and this many characters in all, are kept; past either, all go. */
const MAX_ENTRIES = 2_000;
const MAX_CHARACTERS = 8 * 1024 * 1024;

const kept = new Map<string, string>();
const rendering = new Set<string>();
/** Parts that could not be rendered on their own (they read a context not given again): not tried again. */
const unkeepable = new Set<string>();
let characters = 0;

type Provided = [Context<unknown>, unknown][];

function keyOf(keep: KeepKey): string {
  return keep.map((part) => (typeof part === "object" ? jsonOf(part) : String(part))).join("\n");
}

/**
 * The HTML of `children` kept under `key`, or undefined when it is not kept yet: the caller then
 * renders the children as usual, and the same children are rendered on their own once the event
 * loop is free, with the contexts they read here, and kept for the next page.
 */
export function useKeptMarkup(keep: KeepKey, children: ReactNode): string | undefined {
  const provided = useProvided();
  const key = keyOf(keep);
  const html = kept.get(key);
  if (html !== undefined || rendering.has(key) || unkeepable.has(key)) return html;
  rendering.add(key);
  setImmediate(() => renderAndKeep(key, children, provided));
  return undefined;
}

/** What a request's root data holds of the person asking: a kept part never reads it. */
const PERSONAL_ROOT_DATA = new Set<string | symbol>(["user", "roles", "toast"]);

function withoutPersonalData(rootData: object): object {
  return new Proxy(rootData, {
    get(target, property, receiver) {
      if (PERSONAL_ROOT_DATA.has(property))
        throw new Error(`A part kept for every visitor read the request's ${String(property)}`);
      return Reflect.get(target, property, receiver);
    },
  });
}

/** The contexts the kept parts read, to give them again when they are rendered on their own. */
function useProvided(): Provided {
  return [
    [UNSAFE_RemixContext as Context<unknown>, useContext(UNSAFE_RemixContext)],
    [UNSAFE_DataRouterContext as Context<unknown>, useContext(UNSAFE_DataRouterContext)],
    [UNSAFE_DataRouterStateContext as Context<unknown>, useContext(UNSAFE_DataRouterStateContext)],
    [UNSAFE_NavigationContext as Context<unknown>, useContext(UNSAFE_NavigationContext)],
    [UNSAFE_LocationContext as Context<unknown>, useContext(UNSAFE_LocationContext)],
    [UNSAFE_RouteContext as Context<unknown>, useContext(UNSAFE_RouteContext)],
    [I18nContext as Context<unknown>, useContext(I18nContext)],
    [ServerMarkupContext as Context<unknown>, useContext(ServerMarkupContext)],
  ];
}

type RouterState = { loaderData?: Record<string, unknown> } | null;

/**
 * The page's router, location and translations, but not what belongs to the request: the user,
 * roles and toast of the root data and the nonce. A part that reads those fails when rendered on its
 * own, so it is rendered in place on every page instead and never kept for others.
 */
function forEveryVisitor([context, value]: Provided[number]): Provided[number] {
  if (context !== (UNSAFE_DataRouterStateContext as Context<unknown>)) return [context, value];
  const state = value as RouterState;
  const root = state?.loaderData?.root;
  if (!state || typeof root !== "object" || root === null) return [context, value];
  return [
    context,
    { ...state, loaderData: { ...state.loaderData, root: withoutPersonalData(root) } },
  ];
}

function renderAndKeep(key: string, children: ReactNode, provided: Provided) {
  try {
    let tree = children;
    const contexts = [
      ...provided.map(forEveryVisitor),
      [NonceContext, NO_NONCE] as Provided[number],
    ];
    for (const [context, value] of contexts.reverse())
      tree = createElement(context.Provider, { value }, tree);
    const html = renderToString(tree);
    if (kept.size >= MAX_ENTRIES || characters + html.length > MAX_CHARACTERS) {
      kept.clear();
      characters = 0;
    }
    kept.set(key, html);
    characters += html.length;
  } catch (error) {
    // Rendered in place on every page instead; said once, as a part should read only what it is given.
    if (unkeepable.size >= MAX_ENTRIES) unkeepable.clear();
    unkeepable.add(key);
    console.error(`A kept part could not be rendered on its own (${key.slice(0, 80)}):`, error);
  } finally {
    rendering.delete(key);
  }
}
