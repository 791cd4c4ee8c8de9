/** The choices of a select, radio or filter field: each of `values` shown by `label`. */
export const choices = <Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): { value: Value; label: string }[] => values.map((value) => ({ value, label: label(value) }));
