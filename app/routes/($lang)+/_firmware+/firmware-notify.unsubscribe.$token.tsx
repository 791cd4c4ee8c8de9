import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { SubscriptionLink } from "./__firmware";
import { LinkPage, linkPageMeta, LinkPageErrorBoundary } from "./__firmware";
import firmwareStyles from "./firmware.css";
import { linkAction, loadLink } from "./firmware-notify.server";
import { useLoaderData } from "@remix-run/react";

export const links = () => [{ rel: "stylesheet", href: firmwareStyles }];

export const handle = { i18n: ["firmware"] };

export const meta: MetaFunction = ({ matches, error }) =>
  linkPageMeta(matches, error, "unsubscribe");

/**
 * The unsubscribe link of every mail to a subscriber: a page with an "Unsubscribe" button (mail
 * scanners open links); the button's POST, or a mail program's one-click POST (RFC 8058, the
 * `List-Unsubscribe-Post` header), ends the subscription. 404 when there is none (any more).
 */
export const loader = (args: LoaderFunctionArgs) => loadLink(args, "unsubscribe");

export const action = (args: ActionFunctionArgs) => linkAction(args, "unsubscribe");

export default function UnsubscribePage() {
  const link = useLoaderData<SubscriptionLink>();
  return <LinkPage kind="unsubscribe" link={link} />;
}

export const ErrorBoundary = LinkPageErrorBoundary;
