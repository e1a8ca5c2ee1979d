import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  lookupSpotlight,
  lookupSpotlightStore,
  openLookup,
  setLookupQuery,
  useLookupQuery,
} from './lookup-store';

afterEach(() => {
  lookupSpotlight.close();
  setLookupQuery('');
});

describe('openLookup', () => {
  it('opens with the text typed or pasted elsewhere', () => {
    const { result } = renderHook(() => useLookupQuery());
    act(() => openLookup('380501230001'));
    expect(lookupSpotlightStore.getState().opened).toBe(true);
    expect(result.current).toBe('380501230001');
  });

  it('opens with an empty field when the last query is still there (closed during its transition)', () => {
    const { result } = renderHook(() => useLookupQuery());
    act(() => openLookup('templates'));
    act(() => lookupSpotlight.close());
    expect(result.current).toBe('templates');
    act(() => openLookup());
    expect(lookupSpotlightStore.getState().opened).toBe(true);
    expect(result.current).toBe('');
  });

  it('keeps what is in an open lookup', () => {
    const { result } = renderHook(() => useLookupQuery());
    act(() => openLookup('INV20'));
    act(() => openLookup());
    expect(result.current).toBe('INV20');
  });
});
