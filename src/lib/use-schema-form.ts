// The state of a form that its zod schema alone checks: a list's filters, a lookup, sending an OTP, a code. The
// fields hold what was typed; submitting checks every field with the schema and hands on what the schema makes of
// them, or shows each field's first problem under it and moves the focus to the first field that has one. After a
// submit, a field is checked again as it changes, so that a problem goes away as soon as it is fixed. The values
// given follow what the page gives (a new URL): the fields take them again, as a new form would. The platform's
// refusal of a field goes on that field the same way (`refuse`).
// Forms with nested values or lists of fields (a contact) and those checked as a field is left (a template) use
// react-hook-form (decisions 018 and 020).
import { useRef, useState, type ChangeEvent, type SubmitEvent, type RefCallback } from 'react';
import { z } from 'zod/mini';

/** A schema whose input is the form's values: one property per field. */
export type FormSchema = z.core.$ZodType<unknown, Record<string, unknown>>;

/** The name of a field of the form whose values are V. */
export type FieldName<V> = Extract<keyof V, string>;

/** A message per field, for the fields that have a problem. */
export type FieldErrors<V> = Partial<Record<FieldName<V>, string>>;

/** The fields whose value can be any text: those a text input or a native select gives. */
export type TextFieldName<V> = {
  [K in FieldName<V>]: string extends V[K] ? K : never;
}[FieldName<V>];

/** What a text input or a native select takes to show and change a field. */
export interface InputProps<K extends string> {
  name: K;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  error: string | undefined;
  ref: RefCallback<HTMLElement>;
}

/** What a component that gives its value (a date-time field, a select) takes to show and change a field. */
export interface FieldProps<K extends string, T> {
  name: K;
  value: T;
  onChange: (value: T) => void;
  error: string | undefined;
  ref: RefCallback<HTMLElement>;
}

export interface SchemaForm<V, Out> {
  values: V;
  errors: FieldErrors<V>;
  /** Changes a field (checked again at once after a submit). */
  setValue: <K extends FieldName<V>>(name: K, value: V[K]) => void;
  /** Shows a message on a field, or takes it away (undefined). */
  setError: (name: FieldName<V>, message: string | undefined) => void;
  /** Shows the messages of a refusal (the platform's) on their fields, and focuses the first of them on the page. */
  refuse: (errors: FieldErrors<V>) => void;
  /** Starts again from the values given, with no messages, as before any submit (after a success). */
  reset: () => void;
  /** The form's submit handler: `onValid` gets what the schema made of the values when they pass. */
  submit: (onValid: (output: Out) => void) => (event: SubmitEvent<HTMLFormElement>) => void;
  /** Props of a text input or a native select for a field that holds text. */
  input: <K extends TextFieldName<V>>(name: K) => InputProps<K>;
  /** Props of a component that takes the field's value and gives a new one. */
  field: <K extends FieldName<V>>(name: K) => FieldProps<K, V[K]>;
}

/**
 * The first problem of each field, as the schema finds it. A problem of the whole form, which names no field, is
 * shown on the first field, so that a refused form always says why.
 */
export function schemaErrors<S extends FormSchema>(
  schema: S,
  values: z.input<S>,
): FieldErrors<z.input<S>> {
  const parsed = z.safeParse(schema, values);
  return parsed.success ? {} : errorsOf(parsed.error.issues, values);
}

function errorsOf<V extends Record<string, unknown>>(
  issues: readonly z.core.$ZodIssue[],
  values: V,
): FieldErrors<V> {
  const isField = (key: PropertyKey | undefined): key is FieldName<V> =>
    typeof key === 'string' && Object.hasOwn(values, key);
  const fields = Object.keys(values).filter(isField);
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const [key] = issue.path;
    const field = isField(key) ? key : fields[0];
    if (field !== undefined) errors[field] ??= issue.message;
  }
  return errors;
}

/** The given messages, without the fields they leave empty. */
function given<V>(errors: FieldErrors<V> = {}): FieldErrors<V> {
  const isNamed = (key: string): key is FieldName<V> => Object.hasOwn(errors, key);
  const shown: FieldErrors<V> = {};
  for (const name of Object.keys(errors).filter(isNamed)) {
    const message = errors[name];
    if (message !== undefined) shown[name] = message;
  }
  return shown;
}

const byPlaceOnPage = (a: HTMLElement, b: HTMLElement) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;

interface State<V> {
  values: V;
  errors: FieldErrors<V>;
  /** Once submitted, a field is checked again as it changes. */
  submitted: boolean;
  /** The values and errors given, as text: when they change, the form takes them. */
  valuesGiven: string;
  errorsGiven: string;
}

export function useSchemaForm<S extends FormSchema>(
  schema: S,
  options: {
    /** The fields' values; when they change (a new URL), the form starts again from them. */
    values: z.input<S>;
    /**
     * Messages shown with these values before any submit (a link that breaks a rule, the platform's refusal);
     * when they change, they are put on their fields.
     */
    errors?: FieldErrors<z.input<S>>;
  },
): SchemaForm<z.input<S>, z.output<S>> {
  type V = z.input<S>;
  const valuesGiven = JSON.stringify(options.values);
  const errorsGiven = JSON.stringify(given(options.errors));
  const [state, setState] = useState<State<V>>(() => ({
    values: options.values,
    errors: given(options.errors),
    submitted: false,
    valuesGiven,
    errorsGiven,
  }));
  if (state.valuesGiven !== valuesGiven) {
    setState({
      values: options.values,
      errors: given(options.errors),
      submitted: false,
      valuesGiven,
      errorsGiven,
    });
  } else if (state.errorsGiven !== errorsGiven) {
    setState({ ...state, errors: { ...state.errors, ...given(options.errors) }, errorsGiven });
  }

  // The fields' elements, to move the focus to the first one with a problem.
  const elements = useRef(new Map<FieldName<V>, HTMLElement>());
  const refOf =
    (name: FieldName<V>): RefCallback<HTMLElement> =>
    (element) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    };

  // A field's new value; after a submit, that field is checked again (the others keep their messages).
  const change = (name: FieldName<V>, next: (values: V) => V) =>
    setState((current) => {
      const values = next(current.values);
      if (!current.submitted) return { ...current, values };
      const message = schemaErrors(schema, values)[name];
      return { ...current, values, errors: { ...current.errors, [name]: message } };
    });
  const setValue = <K extends FieldName<V>>(name: K, value: V[K]) =>
    change(name, (values) => ({ ...values, [name]: value }));

  const setError = (name: FieldName<V>, message: string | undefined) =>
    setState((current) => ({ ...current, errors: { ...current.errors, [name]: message } }));

  const focusFirst = (errors: FieldErrors<V>) => {
    const [first] = [...elements.current]
      .filter(([name]) => errors[name] !== undefined)
      .map(([, element]) => element)
      .sort(byPlaceOnPage);
    first?.focus();
  };

  const reset = () =>
    setState((current) => ({ ...current, values: options.values, errors: {}, submitted: false }));

  const refuse = (errors: FieldErrors<V>) => {
    const shown = given(errors);
    setState((current) => ({ ...current, errors: { ...current.errors, ...shown } }));
    focusFirst(shown);
  };

  const submit =
    (onValid: (output: z.output<S>) => void) => (event: SubmitEvent<HTMLFormElement>) => {
      event.preventDefault();
      const parsed = z.safeParse(schema, state.values);
      const errors: FieldErrors<V> = parsed.success
        ? {}
        : errorsOf(parsed.error.issues, state.values);
      setState((current) => ({ ...current, errors, submitted: true }));
      if (parsed.success) onValid(parsed.data);
      else focusFirst(errors);
    };

  const input = <K extends TextFieldName<V>>(name: K): InputProps<K> => {
    const value: unknown = state.values[name];
    return {
      name,
      value: typeof value === 'string' ? value : '',
      onChange: (event) => {
        const text = event.currentTarget.value;
        change(name, (values) => ({ ...values, [name]: text }));
      },
      error: state.errors[name],
      ref: refOf(name),
    };
  };

  const field = <K extends FieldName<V>>(name: K): FieldProps<K, V[K]> => ({
    name,
    value: state.values[name],
    onChange: (value) => setValue(name, value),
    error: state.errors[name],
    ref: refOf(name),
  });

  return {
    values: state.values,
    errors: state.errors,
    setValue,
    setError,
    refuse,
    reset,
    submit,
    input,
    field,
  };
}
