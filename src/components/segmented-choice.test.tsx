// One value of a few: a radio group named by its label, one radio per option named by its text, the chosen one
// checked, a disabled one refused, and a choice reported as the option's own value.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SegmentedChoice } from './segmented-choice';

type Format = 'json' | 'xml' | 'csv';

function Chooser({ onChoose }: { onChoose: (format: Format) => void }) {
  const [format, setFormat] = useState<Format>('json');
  return (
    <>
      <span id="format-label">Format</span>
      <SegmentedChoice
        aria-labelledby="format-label"
        value={format}
        onChange={(next) => {
          onChoose(next);
          setFormat(next);
        }}
        data={[
          { value: 'json', label: 'JSON' },
          { value: 'xml', label: 'XML' },
          { value: 'csv', label: 'CSV', disabled: true },
        ]}
      />
    </>
  );
}

describe('SegmentedChoice', () => {
  it('is a radio group of its options, the chosen one checked, and reports a choice by its value', () => {
    const chosen: Format[] = [];
    render(<Chooser onChoose={(format) => chosen.push(format)} />);
    // Found by its role and the label's text, or the test fails here.
    screen.getByRole('radiogroup', { name: 'Format' });
    const json = screen.getByRole<HTMLInputElement>('radio', { name: 'JSON' });
    const xml = screen.getByRole<HTMLInputElement>('radio', { name: 'XML' });
    const csv = screen.getByRole<HTMLInputElement>('radio', { name: 'CSV' });
    expect([json.checked, xml.checked, csv.checked]).toEqual([true, false, false]);
    expect(csv.disabled).toBe(true);
    // One name for the group: the browser moves the choice with the arrow keys and Tab leaves the group.
    expect(new Set([json.name, xml.name, csv.name]).size).toBe(1);
    fireEvent.click(screen.getByText('XML'));
    expect(chosen).toEqual(['xml']);
    expect([json.checked, xml.checked]).toEqual([false, true]);
  });
});
