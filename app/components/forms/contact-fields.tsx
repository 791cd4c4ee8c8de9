import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { TextField } from "./fields";

type ContactFieldProps = Omit<ComponentProps<typeof TextField>, "type" | "dir">;

/** A field for an e-mail address, written left to right. */
export function EmailField(props: ContactFieldProps) {
  return <TextField {...props} type="email" dir="ltr" />;
}

/**
 * A field for a telephone number, written left to right, with the hint on how to write one
 * (a local number, or an international one with its country code).
 */
export function PhoneField(props: ContactFieldProps) {
  const { t } = useTranslation("contact");
  return (
    <TextField
      description={`${t("fields.telephoneHint")} ${t("fields.telephoneInternational")}`}
      autoComplete="tel"
      {...props}
      type="tel"
      dir="ltr"
    />
  );
}
