// A small form checked by its schema alone: each field's first problem under it, the focus on the first field with
// one, what was typed kept, a fixed problem gone as the field changes after a submit, the schema's output handed
// on, and the values and messages the page gives taken again when they change.
import { NativeSelect, TextInput } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { DateTimeField } from '@/components/date-time-field';
import { render } from '@/test/render';
import { useSchemaForm, type FieldErrors } from './use-schema-form';

const schema = z
  .object({
    // First in the schema, last on the page: the first field on the page still takes the focus. The form keeps
    // the `datetime-local` spelling; the field shows `YYYY-MM-DD hh:mm:ss`.
    from: z.string().check(z.minLength(1, 'Enter the start.')),
    name: z.string().check(z.trim(), z.minLength(1, 'Enter a name.'), z.maxLength(5, 'Too long.')),
    count: z.pipe(
      z.string().check(z.regex(/^[1-9]\d*$/, 'A whole number from 1.')),
      z.transform((text) => Number(text)),
    ),
    colour: z.pipe(z.string(), z.enum(['', 'red', 'blue'])),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.name === 'none') ctx.addIssue({ code: 'custom', message: 'Not this form.' });
    }),
  );
type Values = z.input<typeof schema>;
type Output = z.output<typeof schema>;

const EMPTY: Values = { name: '', count: '1', colour: '', from: '2026-06-01T10:30:00' };

function Form({
  values = EMPTY,
  errors,
  onValid,
}: {
  values?: Values;
  errors?: FieldErrors<Values>;
  onValid: (output: Output) => void;
}) {
  const form = useSchemaForm(schema, { values, errors });
  const { value: from, onChange: setFrom, ...fromField } = form.field('from');
  return (
    <form onSubmit={form.submit(onValid)} aria-label="Test" noValidate>
      <TextInput label="Name" {...form.input('name')} />
      <TextInput label="Count" {...form.input('count')} />
      <NativeSelect label="Colour" data={['', 'red', 'blue']} {...form.input('colour')} />
      <DateTimeField
        label="From"
        clearable={false}
        {...fromField}
        value={from ? from.replace('T', ' ') : null}
        onChange={(value) => setFrom(value ? value.replace(' ', 'T') : '')}
      />
      <button type="submit">Apply</button>
      <button
        type="button"
        onClick={() =>
          form.refuse({ from: 'The platform refused the start.', count: 'Not this count.' })
        }
      >
        Refuse
      </button>
      <button type="button" onClick={form.reset}>
        Start again
      </button>
    </form>
  );
}

function setup(props: { values?: Values; errors?: FieldErrors<Values> } = {}) {
  const onValid = vi.fn<(output: Output) => void>();
  const user = userEvent.setup();
  const view = render(<Form onValid={onValid} {...props} />);
  const rerender = (next: { values?: Values; errors?: FieldErrors<Values> }) =>
    view.rerender(<Form onValid={onValid} {...next} />);
  return { onValid, user, rerender };
}

const apply = () => screen.getByRole('button', { name: 'Apply' });
const field = (label: string) => screen.getByLabelText(label);

describe('useSchemaForm', () => {
  it('shows each field’s first problem under it, keeps what was typed and focuses the first one', async () => {
    const { onValid, user } = setup();
    await user.type(field('Name'), 'toolong');
    await user.clear(field('Count'));
    await user.type(field('Count'), '1x');
    await user.click(apply());
    expect(onValid).not.toHaveBeenCalled();
    expect(field('Name')).toHaveAccessibleDescription('Too long.');
    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Count')).toHaveAccessibleDescription('A whole number from 1.');
    expect(field('Colour')).not.toHaveAttribute('aria-invalid');
    expect(field('Name')).toHaveValue('toolong');
    expect(field('Count')).toHaveValue('1x');
    expect(field('Name')).toHaveFocus();
  });

  it('focuses the first field with a problem in the page’s order, a date-time field too', async () => {
    const { onValid, user } = setup({ values: { ...EMPTY, from: '' } });
    await user.type(field('Name'), 'ok');
    await user.clear(field('Count'));
    await user.type(field('Count'), '0');
    const from = field('From');
    await user.click(apply());
    expect(onValid).not.toHaveBeenCalled();
    expect(field('Count')).toHaveAccessibleDescription('A whole number from 1.');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('Enter the start.'));
    expect(field('Count')).toHaveFocus();

    await user.clear(field('Count'));
    await user.type(field('Count'), '2');
    await user.click(apply());
    expect(from).toHaveFocus();
    expect(from).toHaveAttribute('aria-invalid', 'true');
    await user.type(from, '2026-06-01 10:30');
    await user.click(apply());
    expect(onValid).toHaveBeenCalledWith({
      from: '2026-06-01T10:30:00',
      name: 'ok',
      count: 2,
      colour: '',
    });
  });

  it('shows a refusal’s messages on their fields, focuses the first on the page, and keeps the values', async () => {
    const { user } = setup();
    await user.type(field('Name'), 'Ann');
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(field('Count')).toHaveAccessibleDescription('Not this count.');
    expect(field('From')).toHaveAccessibleDescription(
      expect.stringContaining('The platform refused the start.'),
    );
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Count')).toHaveFocus();
    expect(field('Name')).toHaveValue('Ann');
  });

  it('starts again from the values given, with no messages and not checked until the next submit', async () => {
    const { user } = setup();
    await user.type(field('Count'), 'x');
    await user.click(apply());
    expect(field('Name')).toHaveAccessibleDescription('Enter a name.');
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(field('Count')).toHaveValue('1');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Count')).not.toHaveAttribute('aria-invalid');
    await user.type(field('Count'), 'y');
    expect(field('Count')).not.toHaveAttribute('aria-invalid');
  });

  it('checks a field again as it changes after a submit, and only then', async () => {
    const { onValid, user } = setup();
    await user.type(field('Count'), 'x');
    // Not checked before the first submit.
    expect(field('Count')).not.toHaveAttribute('aria-invalid');
    await user.click(apply());
    expect(field('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(field('Count')).toHaveAccessibleDescription('A whole number from 1.');

    await user.type(field('Count'), '{Backspace}');
    expect(field('Count')).not.toHaveAttribute('aria-invalid');
    // A field not changed keeps its message until it changes or the form is submitted again.
    expect(field('Name')).toHaveAccessibleDescription('Enter a name.');
    await user.type(field('Count'), 'y');
    expect(field('Count')).toHaveAccessibleDescription('A whole number from 1.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands on what the schema makes of the values', async () => {
    const { onValid, user } = setup();
    await user.type(field('Name'), '  Ann ');
    await user.clear(field('Count'));
    await user.type(field('Count'), '42');
    await user.selectOptions(field('Colour'), 'blue');
    await user.clear(field('From'));
    await user.type(field('From'), '2026-06-02 08:15');
    await user.click(apply());
    expect(onValid).toHaveBeenCalledTimes(1);
    expect(onValid).toHaveBeenCalledWith({
      name: 'Ann',
      count: 42,
      colour: 'blue',
      from: '2026-06-02T08:15:00',
    });
    expect(field('From')).toHaveValue('2026-06-02 08:15:00');
  });

  it('shows a problem of the whole form on the first field', async () => {
    const { onValid, user } = setup();
    await user.type(field('Name'), 'none');
    await user.click(apply());
    expect(field('Name')).toHaveAccessibleDescription('Not this form.');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('takes the values and messages given again when they change, and keeps typing otherwise', async () => {
    const { user, rerender } = setup({ errors: { count: 'Refused by the platform.' } });
    expect(field('Count')).toHaveAccessibleDescription('Refused by the platform.');
    await user.type(field('Name'), 'Bo');
    // The same values given again (a new object): what was typed stays.
    rerender({ values: { ...EMPTY }, errors: { count: 'Refused by the platform.' } });
    expect(field('Name')).toHaveValue('Bo');
    // A new message given lands on its field; the others stay.
    rerender({ values: { ...EMPTY }, errors: { name: 'Unknown name.' } });
    expect(field('Name')).toHaveAccessibleDescription('Unknown name.');
    expect(field('Count')).toHaveAccessibleDescription('Refused by the platform.');
    // New values (a new URL): the fields show them, without the earlier messages.
    rerender({ values: { ...EMPTY, name: 'Cy', count: '7' } });
    expect(field('Name')).toHaveValue('Cy');
    expect(field('Count')).toHaveValue('7');
    expect(field('Name')).not.toHaveAttribute('aria-invalid');
    expect(field('Count')).not.toHaveAttribute('aria-invalid');
  });
});
