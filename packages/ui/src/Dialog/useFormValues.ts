import { useState } from 'react';

/**
 * The values of a dialog form whose fields are all required text inputs, and the props that bind one
 * field to them (`<TextField label="Nom" {...field('lastname')} />`).
 */
export function useFormValues<Values extends { [K in keyof Values]: string }>(initial: Values) {
  const [values, setValues] = useState<Values>(initial);
  const field = (name: keyof Values & string) => ({
    name,
    required: true,
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });
  return { values, field };
}
