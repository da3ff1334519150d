import type { CartAddress, StoreAddress } from '@talat/commerce/types';

/** An address as lines (name, company, street, city and region, postcode, country, phone). */
export function AddressBlock({
  address,
  countries,
  testId,
}: {
  address: CartAddress | StoreAddress;
  /** Country names by ISO code (the catalogue's `address.countries`). */
  countries: Record<string, string>;
  testId?: string;
}) {
  const company = 'company' in address ? address.company : null;
  const lines = [
    `${address.firstname} ${address.lastname}`.trim(),
    company,
    ...address.street,
    [address.city, address.region].filter(Boolean).join(', '),
    address.postcode,
    countries[address.country_code] ?? address.country_code,
    address.telephone,
  ].filter((line): line is string => !!line && line.trim() !== '');
  return (
    <address className="address-block" data-testid={testId}>
      {lines.map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
