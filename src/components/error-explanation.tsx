// What an error means and what to do next, beside the platform's own words wherever the console shows an error.
// The explanations (a table of some 10 kB) and their links come with the first error of the visit that can have
// one, an answer of the platform or the server: a page that shows no error never downloads them. Until they are
// there, and if they cannot load, the error's own words stand alone.
import { useEffect } from 'react';
import { isApiError } from '@/lib/errors';
import { onDemand } from '@/lib/on-demand';

const explanations = onDemand(() => import('./error-explanation-text'));

/** The explanation of `error`, or nothing when there is none to add. */
export function ErrorExplanation({ error }: { error: unknown }) {
  const loaded = explanations.useLoaded();
  const explainable = isApiError(error);
  useEffect(() => {
    if (explainable) explanations.preload();
  }, [explainable]);
  if (!loaded || !explainable) return null;
  return <loaded.ErrorExplanationText error={error} />;
}
