import { useFormAction, useNavigation } from "@remix-run/react";
import type { ButtonHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { INTENT_FIELD } from "./intent";

type Navigation = ReturnType<typeof useNavigation>;

/**
 * Whether the navigation under way is this button's submission: the same action and method, and the
 * same intent (`name`/`value` of the button; a button without one matches only a submission without
 * conform's intent field). Another form of the page, or another button of the same form, is not.
 */
export function isPending(
  navigation: Pick<Navigation, "state" | "formAction" | "formMethod" | "formData">,
  {
    action,
    method = "POST",
    name,
    value,
  }: {
    action: string;
    method?: string;
    name?: string;
    value?: string;
  },
): boolean {
  if (navigation.state === "idle" || !navigation.formData) return false;
  if (navigation.formAction !== action) return false;
  if (navigation.formMethod?.toUpperCase() !== method.toUpperCase()) return false;
  if (name) return navigation.formData.get(name) === (value ?? "");
  return navigation.formData.get(INTENT_FIELD) === null;
}

/** Whether this page's form (its action, method and intent) is being sent. */
export function useIsPending(options: {
  action?: string;
  method?: string;
  name?: string;
  value?: string;
}): boolean {
  const navigation = useNavigation();
  const contextual = useFormAction();
  return isPending(navigation, { ...options, action: options.action ?? contextual });
}

/**
 * The submit button of a form: disabled, and labelled "Sending…", while its own submission is under
 * way (not while another form of the page is). `name`/`value` make it an intent button (conform's
 * `form.validate.getButtonProps(...)` and the like can be spread into it).
 */
export function SubmitButton({
  children,
  action,
  className = "button",
  name,
  value,
  ...rest
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, "value"> & {
  /** The form's action when it is not the page's own. */
  action?: string;
  value?: string;
}) {
  const { t } = useTranslation();
  const pending = useIsPending({ action, name, value });
  return (
    <button
      type="submit"
      {...rest}
      name={name}
      value={value}
      className={className}
      disabled={pending || rest.disabled}
      aria-disabled={pending || undefined}
    >
      {pending ? t("form.sending") : children}
    </button>
  );
}

/**
 * The form's action for Enter when a step button (register's "Send verification code") comes before
 * the form's own submit button: the browser submits a form on Enter with its first submit button in
 * tree order, so this one goes first in the form. It submits like the visible submit button (no
 * intent) but is out of sight, out of the Tab order and hidden from screen readers, which reach the
 * visible button in its place.
 */
export function DefaultSubmitButton({
  children,
  name,
  value,
}: {
  children: ReactNode;
  /** The same `name`/`value` as the visible submit button, when it has them. */
  name?: string;
  value?: string;
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="visually-hidden"
      tabIndex={-1}
      aria-hidden="true"
    >
      {children}
    </button>
  );
}

/**
 * A field bots fill in and people never see; `checkHoneypot` (lib/form-action.server.ts, which names
 * the same field) refuses a submission that filled it. It lives with the submit button: every page
 * with a public form loads both, and one module is one file fewer for the browser to fetch.
 */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        Website
        <input type="text" name="website" tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
