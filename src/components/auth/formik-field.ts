import type { FormikProps } from 'formik';

/** Binds a Formik field to a MUI TextField: value, handlers, and the message once the field was touched. */
export function formikField<V extends object>(formik: FormikProps<V>, name: keyof V & string, serverError?: string | null) {
  const touched = Boolean((formik.touched as Record<string, unknown>)[name]);
  const error = (formik.errors as Record<string, string | undefined>)[name];
  const shown = touched && error ? error : (serverError ?? undefined);
  return {
    id: name,
    name,
    value: (formik.values as Record<string, unknown>)[name] as string,
    onChange: formik.handleChange,
    onBlur: formik.handleBlur,
    error: Boolean(shown),
    helperText: shown ?? ' ',
  };
}
