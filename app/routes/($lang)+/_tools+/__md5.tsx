import { getFormProps } from "~/components/forms/props";
import { Form, useActionData, useLocation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FileField } from "~/components/forms/fields";
import { SubmitButton } from "~/components/forms/submit-button";
import { useServerForm } from "~/components/forms/use-server-form";
import { LocalLink } from "~/components/LocalLink";
import { RESULT_ANCHOR } from "./__calculator";

export const MD5_LIMIT_MB = 50;
const CHUNK = 4 * 1024 * 1024;

export interface Digest {
  name: string;
  size: number;
  md5: string;
  sha256: string;
}

async function hashInBrowser(file: File): Promise<Digest> {
  // The MD5 code loads with the first file checked, not with the page.
  const { Md5 } = await import("./__calc/md5");
  const md5 = new Md5();
  for (let offset = 0; offset < file.size; offset += CHUNK) {
    md5.update(new Uint8Array(await file.slice(offset, offset + CHUNK).arrayBuffer()));
  }
  const sha = await crypto.subtle.digest("SHA-256", await file.arrayBuffer());
  const sha256 = [...new Uint8Array(sha)].map((b) => b.toString(16).padStart(2, "0")).join("");
  return { name: file.name, size: file.size, md5: md5.digest(), sha256 };
}

/**
 * The MD5 checker: with JavaScript the file is hashed in the browser and never sent; without it the
 * form posts the file and the server answers its hashes (it keeps nothing).
 */
export function Md5Checker() {
  const { t } = useTranslation("tools");
  const answer = useActionData<{ digest?: Digest; error?: string }>();
  const [local, setLocal] = useState<Digest | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, fields] = useServerForm({ id: "md5" });
  const digest = local ?? answer?.digest ?? null;
  const { pathname } = useLocation();
  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    const file = new FormData(event.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return;
    event.preventDefault();
    const element = event.currentTarget;
    setBusy(true);
    try {
      setLocal(await hashInBrowser(file));
    } catch {
      // The hashing code could not load or run here: the server hashes the file instead.
      element.submit();
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Form
        method="post"
        // Without JavaScript the page comes back at the file's hashes.
        action={`${pathname}#${RESULT_ANCHOR}`}
        encType="multipart/form-data"
        className="form tools-form"
        {...getFormProps(form)}
        onSubmit={onSubmit}
      >
        <FileField
          field={fields.file as never}
          label={t("md5Checker.file")}
          sizeHint={t("md5Checker.limit", { mb: MD5_LIMIT_MB })}
        />
        {answer?.error ? (
          <p className="form-error" role="alert">
            {t(answer.error)}
          </p>
        ) : null}
        <SubmitButton disabled={busy}>{t("md5Checker.check")}</SubmitButton>
      </Form>
      {digest ? (
        <section className="tools-result" id={RESULT_ANCHOR} aria-live="polite">
          <h2>{t("result")}</h2>
          <dl className="tools-figures">
            <div className="tools-figure">
              <dt>{t("md5Checker.name")}</dt>
              <dd>{digest.name}</dd>
            </div>
            <div className="tools-figure">
              <dt>{t("md5Checker.size")}</dt>
              <dd dir="ltr">{digest.size} B</dd>
            </div>
            <div className="tools-figure" data-result="md5">
              <dt>MD5</dt>
              <dd dir="ltr">
                <code>{digest.md5}</code>
              </dd>
            </div>
            <div className="tools-figure" data-result="sha256">
              <dt>SHA-256</dt>
              <dd dir="ltr">
                <code className="tools-hash">{digest.sha256}</code>
              </dd>
            </div>
          </dl>
        </section>
      ) : null}
      <h2>{t("md5Checker.downloadTitle")}</h2>
      <p>{t("md5Checker.downloadText")}</p>
      <ul className="tools-downloads">
        <li>
          <LocalLink to="/tools/md5-checker.sh" reloadDocument download>
            md5-checker.sh (Linux, macOS)
          </LocalLink>
        </li>
        <li>
          <LocalLink to="/tools/md5-checker.ps1" reloadDocument download>
            md5-checker.ps1 (Windows PowerShell)
          </LocalLink>
        </li>
      </ul>
    </>
  );
}
