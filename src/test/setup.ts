// Vitest setup for console tests: jest-dom matchers, the browser APIs Mantine needs under jsdom, and no
// unexpected console.error / console.warn (a test that provokes one fails).
import '@testing-library/jest-dom/vitest';
// zod's set-up as the console's entry does it (English messages for rules that give none).
import '@/app/zod-jitless';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element) => getComputedStyle(element);
window.HTMLElement.prototype.scrollIntoView = () => {};
// jsdom has no layout: its window.scrollTo only reports "Not implemented" (the router restores scroll).
window.scrollTo = () => {};
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});
class ResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserver;

beforeEach(() => {
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      throw new Error(`Unexpected console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
