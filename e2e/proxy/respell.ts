// The spec's other spellings of the platform's answers, and the hostile text the stand-in upstream appends
// (e2e/proxy/stand-in-upstream.ts): shared with the proxy-mode spec, which looks for what they produce.

/** Appended to every name, text and description the platform returns: shown as text, it runs nothing. */
export const HOSTILE_SUFFIX = ' <img src=x onerror=alert(1)><script>alert(2)</script>\u202Egnp.exe';

const HOSTILE_KEYS = new Set(['name', 'text', 'description']);

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: Json): value is { [key: string]: Json } =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One JSON value in the spec's other spellings (see the file's head). */
export function respell(value: Json): Json {
  if (Array.isArray(value)) return value.map(respell);
  if (!isObject(value)) return value;
  const out: { [key: string]: Json } = {};
  const isMessage = 'parts' in value || 'phone' in value;
  for (const [key, raw] of Object.entries(value)) {
    const item = respell(raw);
    if (key === 'amount' && isObject(item)) out.amont = item;
    else if (key === 'options' && isMessage) out.rcs_options = item;
    else if (key === 'statistics' && (item === null || isObject(item))) out.statistic = item;
    else if (key === 'channel' && typeof item === 'string') out.channel = item.toLowerCase();
    else if (key === 'price' && typeof item === 'number') out.price = item.toFixed(7);
    else if (key === 'fields' && Array.isArray(item) && item.every(isObject))
      out.fields = Object.fromEntries(
        item.filter(isObject).map((field, index) => {
          const id =
            typeof field.id === 'number' || typeof field.id === 'string' ? field.id : index;
          const name = typeof field.name === 'string' ? field.name : `field_${id}`;
          return [name, field.value ?? ''];
        }),
      );
    else if (HOSTILE_KEYS.has(key) && typeof item === 'string' && item !== '')
      out[key] = `${item}${HOSTILE_SUFFIX}`;
    else out[key] = item;
  }
  return out;
}
