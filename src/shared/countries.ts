// The countries an address may be in: ISO 3166-1 alpha-2 codes (and XK, Kosovo, which carriers use), named in
// English by the runtime's own Intl.DisplayNames (browsers and Node alike), so no name list is kept here. The codes
// were listed from Intl itself, without regions that are not countries (EU, UN, 419 …) and codes no longer in use.
const CODES = [
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ',
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO',
  'FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE',
  'JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO',
  'MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW',
  'PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM',
  'TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW',
]
  .join(' ')
  .split(' ');

export const COUNTRY_CODES: readonly string[] = CODES;
const KNOWN = new Set(CODES);

const names = new Intl.DisplayNames(['en-GB'], { type: 'region' });

/** A country's English name: 'GB' → 'United Kingdom'. */
export function countryName(code: string): string {
  return names.of(code) ?? code;
}

/** What shoppers type for the UK and the US when they are not choosing from a list. */
const ALIASES: Record<string, string> = {
  uk: 'GB',
  'great britain': 'GB',
  britain: 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
  usa: 'US',
};

let byName: Map<string, string> | undefined;

/**
 * The code of a country given by its code ('gb', 'GB') or its English name ('United Kingdom', any case), or null.
 * An address typed before countries were chosen from a list (a tab opened before the upgrade) still names one.
 */
export function countryCode(text: string): string | null {
  const t = text.trim();
  if (KNOWN.has(t.toUpperCase())) return t.toUpperCase();
  byName ??= new Map([
    ...CODES.map((c): [string, string] => [countryName(c).toLowerCase(), c]),
    ...Object.entries(ALIASES),
  ]);
  return byName.get(t.toLowerCase()) ?? null;
}
