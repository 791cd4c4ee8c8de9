import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { FallbackNotice } from "~/components/DocumentPageView";
import { MailIcon, PhoneIcon } from "~/components/Icons";
import { PageHeader } from "~/components/PageHeader";
import { loadContentPage } from "~/content/page-loader.server";
import { contentPageMeta } from "~/lib/meta";
import { withFormToken } from "~/lib/spam-guard.server";
import { useRootData } from "~/lib/root-data";
import { contactAction } from "./contact-action.server";
import { enquirySchema } from "./contact-schemas.server";
import { EnquiryForm } from "./__enquiry-form";
import contactStyles from "./contact.css";

export const loader = (args: LoaderFunctionArgs) => withFormToken(loadContentPage("contact", args));
export const action = (args: ActionFunctionArgs) =>
  contactAction(args, { schema: enquirySchema, endpoint: "/contact/enquiry", page: "/contact" });
export const handle = { i18n: ["marketing", "contact"] };
export const links = () => [{ rel: "stylesheet", href: contactStyles }];
export const meta = contentPageMeta;

export default function ContactPage() {
  const { page, fallback, formToken } = useLoaderData<typeof loader>();
  const { brand } = useRootData();
  const { t } = useTranslation();
  const { key } = useLocation();
  return (
    <article className="page contact-page">
      <FallbackNotice fallback={fallback} />
      <PageHeader title={page.title} lead={page.intro} />
      <div className="contact-page__grid">
        <section className="card contact-card" aria-labelledby="contact-details">
          <h2 id="contact-details">{t("footer.contactHeading")}</h2>
          <dl>
            <dt>{t("footer.email")}</dt>
            <dd>
              <MailIcon />{" "}
              <a href={`mailto:${brand.email}`} dir="ltr">
                {brand.email}
              </a>
            </dd>
            <dt>{t("footer.phone")}</dt>
            <dd>
              <PhoneIcon />{" "}
              <a href={`tel:${brand.phone.replace(/[^+\d]/g, "")}`} dir="ltr">
                {brand.phone}
              </a>
            </dd>
            <dt>{t("marketing:contact.address")}</dt>
            <dd>{brand.address}</dd>
            <dt>{t("marketing:contact.hours")}</dt>
            <dd>{page.hours}</dd>
          </dl>
        </section>
        <div className="contact-page__topics">
          {page.sections.map((section) => (
            <section key={section.id} aria-labelledby={`${section.id}-title`}>
              <h2 id={`${section.id}-title`}>{section.heading}</h2>
              {section.paragraphs?.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
      {/* A new form after each navigation: the redirect after a success empties it. */}
      <EnquiryForm key={key} token={formToken} />
    </article>
  );
}
