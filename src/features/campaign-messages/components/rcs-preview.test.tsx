// The RCS preview: cards as the recipient sees them, suggestion buttons that open http(s) links in a new tab
// or call a number, and hostile content shown as text with nothing but http(s) and tel clickable.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rcsOptionsSchema, type RcsCard } from '@/contracts/campaign-messages';
import { render } from '@/test/render';
import { RcsPreview } from './rcs-preview';

const cards = (raw: unknown): RcsCard[] => rcsOptionsSchema.parse({ cards: raw }).cards;

describe('RcsPreview', () => {
  it('shows each card with its media, text and suggestion buttons', () => {
    render(
      <RcsPreview
        sender="ShopBrand"
        cards={cards([
          {
            text: 'Your order has shipped. Details: https://shop.example.com/orders/1.',
            media: { url: 'https://media.example.com/parcel.jpg' },
            suggestions: [
              { text: 'Track parcel', url: 'https://shop.example.com/track' },
              { text: 'Call support', phone: '380441234567' },
              { text: 'Thanks!' },
            ],
          },
          { text: 'Second card' },
        ])}
      />,
    );
    const preview = screen.getByRole('figure', { name: /RCS message from ShopBrand/ });
    expect(within(preview).getByText('ShopBrand')).toBeInTheDocument();
    const first = within(preview).getByRole('article', { name: 'Card 1 of 2' });
    expect(within(preview).getByRole('article', { name: 'Card 2 of 2' })).toHaveTextContent(
      'Second card',
    );
    expect(within(first).getByRole('img', { name: 'Card media' })).toHaveAttribute(
      'src',
      'https://media.example.com/parcel.jpg',
    );

    const track = within(first).getByRole('link', { name: 'Track parcel' });
    expect(track).toHaveAttribute('href', 'https://shop.example.com/track');
    expect(track).toHaveAttribute('target', '_blank');
    expect(track.getAttribute('rel')).toMatch(/\bnoopener\b/);
    expect(
      within(first).getByText('Opens https://shop.example.com/track in a new tab'),
    ).toBeVisible();

    expect(within(first).getByRole('link', { name: 'Call support' })).toHaveAttribute(
      'href',
      'tel:+380441234567',
    );
    expect(within(first).getByText('Thanks!')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Thanks!' })).not.toBeInTheDocument();

    // A link in the text is a link too, without the sentence's full stop.
    const inText = within(first).getByRole('link', { name: 'https://shop.example.com/orders/1' });
    expect(inText).toHaveAttribute('href', 'https://shop.example.com/orders/1');
    expect(inText).toHaveAttribute('target', '_blank');
    expect(inText.getAttribute('rel')).toMatch(/\bnoopener\b/);
  });

  it('never makes a javascript:, data: or malformed address clickable', () => {
    const { container } = render(
      <RcsPreview
        sender="Evil"
        cards={cards([
          {
            text: '<script>alert("x")</script> see javascript:alert(1) and <b>bold</b>',
            media: { url: 'javascript:alert(document.cookie)' },
            suggestions: [
              { text: 'Open javascript link', url: 'javascript:alert(1)' },
              { text: 'Mixed case', url: 'JaVaScRiPt:alert(1)' },
              { text: 'Data link', url: 'data:text/html,<script>alert(1)</script>' },
              { text: 'Sneaky phone', phone: 'tel:+380501234567;javascript:alert(1)' },
            ],
          },
        ])}
      />,
    );
    expect(
      screen.getByText('<script>alert("x")</script> see javascript:alert(1) and <b>bold</b>'),
    ).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href') ?? '').toMatch(/^(https?:|tel:)/);
    }
    for (const name of ['Open javascript link', 'Mixed case', 'Data link', 'Sneaky phone'])
      expect(screen.getByRole('button', { name })).toBeDisabled();
    expect(screen.getByText(/^javascript:alert\(1\) — Not a link/)).toBeInTheDocument();
    expect(
      screen.getByText(/^Media not shown: javascript:alert\(document\.cookie\)/),
    ).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows media over plain http as a link only (remote images load over https)', () => {
    render(
      <RcsPreview
        sender="Agent"
        cards={cards([{ text: 'Hi', media: { url: 'http://media.example.com/a.jpg' } }])}
      />,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText(/Media not shown: http:\/\/media\.example\.com\/a\.jpg/)).toBeVisible();
  });

  it('warns about invisible and direction-changing characters', () => {
    render(
      <RcsPreview
        sender="Agent"
        cards={cards([{ text: 'Pay\u200bPal \u202eblocked\u202c', suggestions: [] }])}
      />,
    );
    expect(screen.getByText(/invisible or direction-changing characters/)).toBeVisible();
  });

  it('says when a message has no cards', () => {
    render(<RcsPreview sender={null} cards={[]} />);
    expect(screen.getByRole('figure', { name: /RCS message from an unnamed agent/ })).toBeVisible();
    expect(screen.getByText('This message has no cards.')).toBeVisible();
  });
});
