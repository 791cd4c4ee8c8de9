import type { FormMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormError } from "./fields";
import { getFormProps } from "./props";

/**
 * A form of the kit: Remix's `<Form method="post">` with the form's props (id, `noValidate`: the
 * action checks it) and the form's own error first. `multipart` for file fields.
 */
export function AppForm<S extends Record<string, unknown>>({
  form,
  children,
  action,
  multipart,
}: {
  form: FormMetadata<S, string[]>;
  children: ReactNode;
  action?: string;
  multipart?: boolean;
}) {
  return (
    <Form
      method="post"
      action={action}
      className="form"
      encType={multipart ? "multipart/form-data" : undefined}
      {...getFormProps(form)}
    >
      <FormError errors={form.errors} id={form.errorId} />
      {children}
    </Form>
  );
}
