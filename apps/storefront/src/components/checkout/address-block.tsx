import type { CartAddress, StoreAddress } from '@talat/commerce/types';
import { shownAddressLines } from '@/lib/address/address-lines';

/** An address as lines, by its country's convention (name, company, street, town and postcode, country, phone). */
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
  return (
    <address className="address-block" data-testid={testId}>
      {shownAddressLines(address, countries).map((line, i) => (
        <span key={i}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
