// One value of a few side by side (a format, a period, an API version): a radio group drawn as Mantine's
// SegmentedControl is, without its sliding indicator, which measures the page's layout when it is first drawn
// (the longest part of opening a statistics file's task at 4× slowdown: decision 022). Native radios: arrow keys
// move the choice, each option is named by its label.
import { useId } from 'react';
import classes from './segmented-choice.module.css';

export interface SegmentedChoiceItem<T extends string> {
  value: T;
  label: string;
  disabled?: boolean;
}

export function SegmentedChoice<T extends string>({
  data,
  value,
  onChange,
  orientation = 'horizontal',
  'aria-labelledby': labelledBy,
}: {
  data: readonly SegmentedChoiceItem<T>[];
  value: T;
  onChange: (value: T) => void;
  orientation?: 'horizontal' | 'vertical';
  'aria-labelledby': string;
}) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={classes.root}
      data-orientation={orientation}
    >
      {data.map((item) => (
        <label key={item.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={name}
            value={item.value}
            checked={item.value === value}
            disabled={item.disabled}
            onChange={() => onChange(item.value)}
          />
          <span className={classes.label}>{item.label}</span>
        </label>
      ))}
    </div>
  );
}
