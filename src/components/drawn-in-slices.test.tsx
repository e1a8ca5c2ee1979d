// A part drawn after its page's own draw: first the fallback, then its children, which stay.
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DrawnInSlices } from './drawn-in-slices';

describe('DrawnInSlices', () => {
  it('draws the fallback in the page’s own draw', () => {
    const html = renderToString(
      <main>
        <h1>Heading</h1>
        <DrawnInSlices fallback={<p>Later</p>}>
          <p>Cards</p>
        </DrawnInSlices>
      </main>,
    );
    expect(html).toContain('Heading');
    expect(html).toContain('Later');
    expect(html).not.toContain('Cards');
  });

  it('then draws its children, and keeps them at every later draw', async () => {
    function Page() {
      const [count, setCount] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setCount((n) => n + 1)}>
            Draw again
          </button>
          <DrawnInSlices fallback={<p>Later</p>}>
            <p>Cards {count}</p>
          </DrawnInSlices>
        </>
      );
    }
    render(<Page />);
    expect(await screen.findByText('Cards 0')).toBeInTheDocument();
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Draw again' }));
    expect(await screen.findByText('Cards 1')).toBeInTheDocument();
    expect(screen.queryByText('Later')).not.toBeInTheDocument();
  });
});
