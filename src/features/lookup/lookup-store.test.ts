import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  closeLookup,
  openLookup,
  setLookupQuery,
  useLookupOpened,
  useLookupQuery,
} from './lookup-store';

afterEach(() => {
  closeLookup();
  setLookupQuery('');
});

const useLookup = () => ({ query: useLookupQuery(), opened: useLookupOpened() });

describe('openLookup', () => {
  it('opens with the text typed or pasted elsewhere', () => {
    const { result } = renderHook(useLookup);
    expect(result.current.opened).toBe(false);
    act(() => openLookup('380501230001'));
    expect(result.current).toEqual({ query: '380501230001', opened: true });
  });

  it('opens with an empty field when the last query is still there (closed during its transition)', () => {
    const { result } = renderHook(useLookup);
    act(() => openLookup('templates'));
    act(() => closeLookup());
    expect(result.current).toEqual({ query: 'templates', opened: false });
    act(() => openLookup());
    expect(result.current).toEqual({ query: '', opened: true });
  });

  it('keeps what is in an open lookup', () => {
    const { result } = renderHook(useLookup);
    act(() => openLookup('INV20'));
    act(() => openLookup());
    expect(result.current).toEqual({ query: 'INV20', opened: true });
  });
});
