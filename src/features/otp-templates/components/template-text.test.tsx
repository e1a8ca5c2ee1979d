// Template text as shown: {code2fa} marked, markup shown as text, hidden characters pointed out.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@/test/render';
import { HiddenCharactersNote, TemplateText } from './template-text';

describe('TemplateText', () => {
  it('marks the exact {code2fa} only', () => {
    const { container } = render(<TemplateText text="Code {code2fa}, not {CODE2FA}" />);
    const marks = container.querySelectorAll('mark');
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent('{code2fa}');
    expect(container).toHaveTextContent('Code {code2fa}, not {CODE2FA}');
  });

  it('shows markup as text, never as elements', () => {
    const { container } = render(<TemplateText text="<img src=x onerror=alert(1)> {code2fa}" />);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror=alert(1)> {code2fa}');
  });
});

describe('HiddenCharactersNote', () => {
  it('names the invisible characters of a text', () => {
    render(<HiddenCharactersNote text={'Code \u202E{code2fa}\u202C\u200B'} />);
    expect(
      screen.getByLabelText('Contains invisible characters: U+202E, U+202C, U+200B'),
    ).toBeInTheDocument();
  });

  it('says nothing for a plain text', () => {
    render(<HiddenCharactersNote text="Code {code2fa}" />);
    expect(screen.queryByText(/hidden characters/)).toBeNull();
  });
});
