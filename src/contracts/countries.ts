// ISO 3166-1 alpha-2 countries with their English names (from Intl), for pickers and for showing codes.

const CODES =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export interface Country {
  code: string;
  name: string;
}

/** Every code, in the order of the codes. */
export const COUNTRY_CODES: readonly string[] = CODES;
const KNOWN = new Set(CODES);

// Names, the sorted list and the labels are made when first asked for, not when a page loads the module (the
// sorted list alone took tens of milliseconds on a slow phone).
let displayNames: Intl.DisplayNames | undefined;
const nameOf = (code: string) =>
  (displayNames ??= new Intl.DisplayNames(['en'], { type: 'region' })).of(code) ?? code;

/**
 * Makes the names ready ahead of need (src/app/console.ts calls it in a task of its own): the first name asked
 * for builds the browser's region names, tens of milliseconds that would otherwise land in the render of the
 * first list that shows a country.
 */
export function prepareCountryNames(): void {
  nameOf('UA');
}

let sorted: readonly Country[] | undefined;
/** Every country, by English name. */
export function countries(): readonly Country[] {
  if (!sorted) {
    const collator = new Intl.Collator('en');
    sorted = CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) =>
      collator.compare(a.name, b.name),
    );
  }
  return sorted;
}

export function isCountryCode(code: string): boolean {
  return KNOWN.has(code.toUpperCase());
}

const labels = new Map<string, string>();
/** "Ukraine (UA)"; the code alone when it is not a known country. */
export function countryLabel(code: string | null | undefined): string {
  if (!code) return '—';
  const upper = code.toUpperCase();
  if (!KNOWN.has(upper)) return code;
  let label = labels.get(upper);
  if (label === undefined) {
    label = `${nameOf(upper)} (${upper})`;
    labels.set(upper, label);
  }
  return label;
}

let options: readonly { value: string; label: string }[] | undefined;
/** Options for a Mantine Select/MultiSelect, by name: searchable by name and code. */
export function countryOptions(): readonly { value: string; label: string }[] {
  options ??= countries().map((c) => ({ value: c.code, label: countryLabel(c.code) }));
  return options;
}
