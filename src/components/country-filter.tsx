// A list filter's country field bound to its react-hook-form form: searchable, clearable, empty for any country.
import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { countryOptions } from '@/contracts/countries';

export function CountryFilter<T extends FieldValues, Out>({
  control,
  name,
  description,
}: {
  control: Control<T, unknown, Out>;
  /** A string field of the form: the ISO code, or '' for any country. */
  name: FieldPathByValue<T, string>;
  description?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label="Country"
          description={description}
          placeholder="Any country"
          data={countryOptions()}
          searchable
          clearable
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
          nothingFoundMessage="No such country"
          w={220}
        />
      )}
    />
  );
}
