// A list filter's country field: searchable, clearable, empty for any country.
import { SelectOnDemand } from './select-on-demand';
import { useState, type ReactNode, type Ref } from 'react';
import { countryLabel, countryOptions } from '@/contracts/countries';

export function CountryFilter({
  value,
  onChange,
  error,
  name,
  ref,
  description,
}: {
  /** The ISO code, or '' for any country. */
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  description?: string;
}) {
  // The 249 countries, named and sorted, are made when the list first opens (typing opens it too): made with the
  // page, they were a fifth of the task that shows a list. Until then the field knows only its own value.
  const [listed, setListed] = useState(false);
  return (
    <SelectOnDemand
      label="Country"
      description={description}
      placeholder="Any country"
      data={listed ? countryOptions() : value ? [{ value, label: countryLabel(value) }] : []}
      onDropdownOpen={() => setListed(true)}
      searchable
      clearable
      name={name}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      ref={ref}
      error={error}
      nothingFoundMessage="No such country"
      w={220}
    />
  );
}
