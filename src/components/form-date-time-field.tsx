// The shared date-time field bound to a react-hook-form field: its value, changes, focus and error message.
import {
  Controller,
  type Control,
  type FieldPath,
  type FieldPathValue,
  type FieldValues,
} from 'react-hook-form';
import { DateTimeField, type DateTimeFieldProps, type LocalDateTimeValue } from './date-time-field';

export function FormDateTimeField<T extends FieldValues, N extends FieldPath<T>, O = T>({
  control,
  name,
  read = (value) => value,
  write = (value) => value as FieldPathValue<T, N>,
  ...props
}: Omit<DateTimeFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name'> & {
  control: Control<T, unknown, O>;
  name: N;
  /** The form's value as the field shows it, when the form keeps another spelling (the field's own otherwise). */
  read?: (value: FieldPathValue<T, N>) => LocalDateTimeValue;
  /** The field's value as the form keeps it. */
  write?: (value: LocalDateTimeValue) => FieldPathValue<T, N>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimeField
          {...props}
          value={read(field.value)}
          onChange={(value) => field.onChange(write(value))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
