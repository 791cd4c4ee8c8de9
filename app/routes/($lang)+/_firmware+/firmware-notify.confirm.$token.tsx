import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { SubscriptionLink } from "./__firmware";
import { LinkPage, linkPageMeta, LinkPageErrorBoundary } from "./__firmware";
import firmwareStyles from "./firmware.css";
import { linkAction, loadLink } from "./firmware-notify.server";
import { useLoaderData } from "@remix-run/react";

export const links = () => [{ rel: "stylesheet", href: firmwareStyles }];

export const handle = { i18n: ["firmware"] };

export const meta: MetaFunction = ({ matches, error }) => linkPageMeta(matches, error, "confirm");

/**
 * The link of a confirmation mail: a page with a "Confirm" button (mail scanners open links, so
 * opening it confirms nothing); the button's POST confirms. 404 when the link does not work.
 */
export const loader = (args: LoaderFunctionArgs) => loadLink(args, "confirm");

export const action = (args: ActionFunctionArgs) => linkAction(args, "confirm");

export default function ConfirmSubscriptionPage() {
  const link = useLoaderData<SubscriptionLink>();
  return <LinkPage kind="confirm" link={link} />;
}

export const ErrorBoundary = LinkPageErrorBoundary;
