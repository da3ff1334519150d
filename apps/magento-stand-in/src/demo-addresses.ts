import { DEMO_CUSTOMERS, type CustomerDef } from '@talat/demo-catalogue';

/**
 * The demo customers' address as a Magento shop seeded from the demo catalogue keeps it: their
 * default billing and delivery address (`CustomerAddressInput`), a Thai address's district as the
 * city and its province as the region's name, as the address book writes one (map-account.ts).
 * The engine's seed gives them the same address; the shared sign-on journey checks out from it.
 */
export function demoAddressInput(customer: CustomerDef): Record<string, unknown> {
  const a = customer.address;
  const [firstname, ...rest] = a.fullName.trim().split(/\s+/);
  return {
    firstname: firstname ?? customer.firstName,
    lastname: rest.join(' ') || customer.lastName,
    street: [a.streetLine1, a.streetLine2].filter((line): line is string => !!line),
    city: a.city,
    region: a.province ? { region: a.province } : null,
    postcode: a.postalCode,
    country_code: a.countryCode,
    telephone: a.phoneNumber,
    default_billing: true,
    default_shipping: true,
  };
}

/** Gives each demo customer `find` knows their address (`add` is account.ts's createCustomerAddress). */
export function seedDemoAddresses<C>(
  find: (email: string) => C | undefined,
  add: (args: { input: Record<string, unknown> }, customer: C) => unknown,
) {
  for (const demo of DEMO_CUSTOMERS) {
    const customer = find(demo.emailAddress);
    if (customer) add({ input: demoAddressInput(demo) }, customer);
  }
}
