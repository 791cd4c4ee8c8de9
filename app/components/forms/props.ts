/**
 * The props of a form's elements from its metadata (`useServerForm`), as conform's helpers of the
 * same names give them, without conform's code in the browser: id, name, `form`, the value the
 * server sent back, `aria-invalid`/`aria-describedby` pointing at the error, and `aria-required`
 * for a field the schema requires. The browser checks nothing itself (the action does), so no
 * constraint attributes (`required`, `maxlength` …) are set.
 */
interface Field {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  required?: boolean;
  initialValue?: unknown;
  key?: string;
}

interface ControlOptions {
  /** Ids of other elements describing the control (its hint). */
  ariaDescribedBy?: string;
  /** False: leave the value out (a control whose value the page sets itself). */
  value?: string | boolean;
  /** False: no `aria-invalid`/`aria-describedby` (the group around the controls carries them). */
  ariaAttributes?: boolean;
}

/** Drops the props that are undefined (so that spreading them adds no attribute). */
function defined<T extends Record<string, unknown>>(props: T): T {
  for (const key of Object.keys(props)) if (props[key] === undefined) delete props[key];
  return props;
}

function aria(metadata: { errors?: string[]; errorId: string }, describedBy?: string) {
  const invalid = metadata.errors !== undefined;
  return {
    "aria-describedby": invalid ? `${metadata.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

function controlProps(field: Field, options: ControlOptions) {
  const own = { id: field.id, name: field.name, form: field.formId };
  if (options.ariaAttributes === false) return own;
  return {
    ...own,
    "aria-invalid": field.errors !== undefined || undefined,
    "aria-required": field.required || undefined,
    ...aria(field, options.ariaDescribedBy),
  };
}

const withValue = (options: ControlOptions) =>
  options.value === undefined || Boolean(options.value);

export function getFormProps(form: {
  id: string;
  errorId: string;
  errors?: string[];
  noValidate?: boolean;
}) {
  return defined({
    id: form.id,
    noValidate: form.noValidate,
    ...aria(form),
  });
}

export function getInputProps(field: Field, options: ControlOptions & { type: string }) {
  const props: Record<string, unknown> = { ...controlProps(field, options), type: options.type };
  const initial = field.initialValue;
  if (withValue(options)) {
    if (options.type === "checkbox" || options.type === "radio") {
      props.value = typeof options.value === "string" ? options.value : "on";
      props.defaultChecked = Array.isArray(initial)
        ? initial.includes(options.value)
        : initial === props.value;
    } else if (typeof initial === "string" && options.type !== "password")
      // A password is never written into a page, even when a reply carries one.
      props.defaultValue = initial;
  }
  return defined(props);
}

export function getSelectProps(field: Field, options: ControlOptions = {}) {
  const props: Record<string, unknown> = controlProps(field, options);
  const initial = field.initialValue;
  if (withValue(options))
    props.defaultValue = Array.isArray(initial)
      ? initial.map((item) => `${item ?? ""}`)
      : initial?.toString();
  return defined(props);
}

export function getTextareaProps(field: Field, options: ControlOptions = {}) {
  const props: Record<string, unknown> = controlProps(field, options);
  if (withValue(options)) props.defaultValue = field.initialValue?.toString();
  return defined(props);
}

/** One checkbox or radio button per option, checked as the value sent back says. */
export function getCollectionProps(
  field: Field,
  options: ControlOptions & { type: "checkbox" | "radio"; options: string[] },
) {
  const initial = field.initialValue;
  return options.options.map((value) =>
    defined({
      ...controlProps(field, options),
      key: `${field.key ?? ""}${value}`,
      id: `${field.id}-${value}`,
      type: options.type,
      value,
      defaultChecked: withValue(options)
        ? options.type === "checkbox" && Array.isArray(initial)
          ? initial.includes(value)
          : initial === value
        : undefined,
    }),
  );
}
