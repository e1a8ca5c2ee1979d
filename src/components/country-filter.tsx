// A list filter's country field bound to its react-hook-form form: searchable, clearable, empty for any country.
import { SelectOnDemand } from './select-on-demand';
import { useState } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { countryLabel, countryOptions } from '@/contracts/countries';

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
  // The 249 countries, named and sorted, are made when the list first opens (typing opens it too): made with the
  // page, they were a fifth of the task that shows a list. Until then the field knows only its own value.
  const [listed, setListed] = useState(false);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectOnDemand
          label="Country"
          description={description}
          placeholder="Any country"
          data={
            listed
              ? countryOptions()
              : field.value
                ? [{ value: field.value, label: countryLabel(field.value) }]
                : []
          }
          onDropdownOpen={() => setListed(true)}
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
