import { Form } from "@remix-run/react";
import { useId } from "react";
import { localizePath } from "~/i18n/languages";
import { useRootData } from "~/lib/root-data";

/**
 * A page's own search box: a GET form to `action` (a path without language prefix) with a label,
 * the search input in the site's field style and its button; it works without JavaScript.
 */
export function SearchBox({
  action,
  label,
  button,
  name = "q",
  maxLength = 100,
  defaultValue,
  className,
}: {
  action: string;
  /** The label shown above the input, already translated. */
  label: string;
  /** The button's text, already translated. */
  button: string;
  name?: string;
  maxLength?: number;
  defaultValue?: string;
  className?: string;
}) {
  const { language } = useRootData();
  const id = useId();
  return (
    <Form
      method="get"
      action={localizePath(action, language)}
      className={["search-box", className].filter(Boolean).join(" ")}
    >
      <label htmlFor={id} className="search-box__label">
        {label}
      </label>
      <input
        id={id}
        className="search-box__input"
        type="search"
        name={name}
        maxLength={maxLength}
        defaultValue={defaultValue}
      />
      <button type="submit" className="button">
        {button}
      </button>
    </Form>
  );
}
