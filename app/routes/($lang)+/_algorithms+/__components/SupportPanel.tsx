import { useTranslation } from "react-i18next";
import type { AlgorithmDetail } from "../__algorithms";
import { MailIcon } from "~/components/Icons";
import { LANGUAGES } from "~/i18n/languages";

/** A site language code (`ksa`) as its own name (العربية), like the language switcher shows it. */
function languageName(code: string): { name: string; lang: string } {
  const language = LANGUAGES.find((l) => l.code === code);
  return language ? { name: language.name, lang: language.lang } : { name: code, lang: code };
}

/** Support: how to reach support, and the provider's profile with a contact link. */
export function SupportPanel({ algorithm }: { algorithm: AlgorithmDetail }) {
  const { t } = useTranslation("algorithms");
  const { support, provider } = algorithm;
  return (
    <div className="algorithm-support">
      <section className="card" aria-labelledby="support-contact">
        <h3 id="support-contact">{t("support.title")}</h3>
        {support ? (
          <dl className="details-list">
            <dt>{t("support.email")}</dt>
            <dd>
              <a href={`mailto:${support.email}`} dir="ltr">
                {support.email}
              </a>
            </dd>
            <dt>{t("support.hours")}</dt>
            <dd dir="auto">{support.hours}</dd>
            <dt>{t("support.languages")}</dt>
            <dd>
              <ul className="chips">
                {support.languages.map(languageName).map(({ name, lang }) => (
                  <li key={lang} lang={lang}>
                    {name}
                  </li>
                ))}
              </ul>
            </dd>
          </dl>
        ) : (
          <p className="algorithm-empty">{t("empty")}</p>
        )}
      </section>
      <section className="card" aria-labelledby="support-provider">
        <h3 id="support-provider">{t("support.provider")}</h3>
        <p className="algorithm-support__provider">{provider.name}</p>
        <p dir="auto">{provider.profile}</p>
        {provider.website ? (
          <p>
            {t("support.website")}:{" "}
            <a href={provider.website} dir="ltr" rel="noopener noreferrer">
              {provider.website.replace(/^https?:\/\//, "")}
            </a>
          </p>
        ) : null}
        <a className="button" href={`mailto:${provider.contactEmail}`}>
          <MailIcon />
          {t("support.contact", { name: provider.name })}
        </a>
        <p className="card__meta" dir="ltr">
          {provider.contactEmail}
        </p>
      </section>
    </div>
  );
}
