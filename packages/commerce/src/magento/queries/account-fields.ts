/** The fields of a saved address the connector reads, with the customer and after a change (not a document). */
export const CUSTOMER_ADDRESS_FIELDS = `id firstname lastname company street city region { region region_code region_id } postcode country_code telephone default_shipping default_billing`;
