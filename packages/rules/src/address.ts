/**
 * An address as the lines it is written in, by its country's convention: the storefront's
 * address blocks (checkout, thank-you, My Account) and the engine's order emails show the same.
 *
 * - Thailand (Thailand Post): street lines (the second is the subdistrict), then district,
 *   province and postcode on one line: "ห้วยขวาง กรุงเทพมหานคร 10310", or "Huai Khwang, Bangkok
 *   10310" in Latin letters.
 * - United Kingdom (Royal Mail): the post town and the postcode each on a line of its own; the
 *   nation the form asks for is not part of a British address, so it is not written.
 * - Continental Europe and Malaysia: postcode before the town ("75001 Paris"), region after.
 * - Anywhere else: town, region and postcode on one line ("Osaka, Osaka 530-0001").
 */
export interface PostalAddress {
  /** The addressee, as one line. */
  name: string;
  company?: string | null;
  street: readonly string[];
  /** Town, or a Thai address's district (amphoe / khet). */
  city: string;
  /** Region, or a Thai address's province. */
  region?: string | null;
  postcode: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The country's name in the reader's language; the code when left out. */
  country?: string | null;
  telephone?: string | null;
}

export interface AddressLineOptions {
  /** Leave out the country and the telephone (a picker's one-line summary). */
  short?: boolean;
}

/** Where the postcode is written before the town. */
const POSTCODE_FIRST = new Set(['FR', 'DE', 'NL', 'BE', 'ES', 'IT', 'DK', 'SE', 'NO', 'FI', 'AT', 'CH', 'PT', 'PL', 'MY']);

const THAI_LETTERS = /[\u0E00-\u0E7F]/;

const clean = (parts: ReadonlyArray<string | null | undefined>) => parts.map((part) => (part ?? '').trim()).filter((part) => part !== '');

/** The town-and-postcode lines of an address, by its country. */
function placeLines(address: PostalAddress): string[] {
  const city = address.city.trim();
  const region = (address.region ?? '').trim();
  const postcode = address.postcode.trim();
  const country = address.countryCode.toUpperCase();
  if (country === 'TH') {
    // Thai script runs the parts with spaces; Latin letters put a comma after the district.
    const area = clean([city, region]).join(THAI_LETTERS.test(city + region) ? ' ' : ', ');
    return clean([`${area} ${postcode}`]);
  }
  if (country === 'GB') return clean([city, postcode]);
  if (POSTCODE_FIRST.has(country)) return clean([`${postcode} ${city}`, region]);
  return clean([`${clean([city, region]).join(', ')} ${postcode}`]);
}

/** The lines of an address, top to bottom, without empty ones. */
export function addressLines(address: PostalAddress, options: AddressLineOptions = {}): string[] {
  const lines = [address.name, address.company, ...address.street, ...placeLines(address)];
  if (options.short) return clean(lines);
  return clean([...lines, address.country || address.countryCode, address.telephone]);
}
