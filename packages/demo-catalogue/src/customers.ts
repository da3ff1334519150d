import { CustomerDef, CustomerGroupDef } from './types';

export const CUSTOMER_GROUPS: CustomerGroupDef[] = [{ key: 'members', name: 'Members' }];

/**
 * Demo accounts, both club members with two past orders. They have no sign-on yet: signing on
 * with the same email at the sign-on service links the account.
 */
export const DEMO_CUSTOMERS: CustomerDef[] = [
  {
    emailAddress: 'somchai@talat.example',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    phoneNumber: '+66812345678',
    groups: ['members'],
    address: {
      fullName: 'สมชาย ใจดี',
      streetLine1: '88/12 ซอยสุขุมวิท 31 ถนนสุขุมวิท',
      streetLine2: 'คลองเตยเหนือ',
      city: 'วัฒนา',
      province: 'กรุงเทพมหานคร',
      postalCode: '10110',
      countryCode: 'TH',
      phoneNumber: '+66812345678',
    },
    orders: [
      {
        currency: 'THB',
        language: 'th',
        lines: [
          { sku: 'TFC-H25-SHIRT-L', quantity: 1 },
          { sku: 'TFC-SCARF-BAR', quantity: 1 },
        ],
        shippingMethod: 'standard-th',
        daysAgo: 45,
      },
      {
        currency: 'THB',
        language: 'th',
        lines: [
          { sku: 'TFC-CAP', quantity: 1 },
          { sku: 'TFC-BOTTLE', quantity: 2 },
        ],
        shippingMethod: 'express-th',
        daysAgo: 12,
      },
    ],
  },
  {
    emailAddress: 'emma@talat.example',
    firstName: 'Emma',
    lastName: 'Clarke',
    phoneNumber: '+447700900123',
    groups: ['members'],
    address: {
      fullName: 'Emma Clarke',
      streetLine1: '48 Camden Road',
      streetLine2: 'Flat 3',
      city: 'London',
      postalCode: 'NW1 9DP',
      countryCode: 'GB',
      phoneNumber: '+447700900123',
    },
    orders: [
      {
        currency: 'GBP',
        language: 'en',
        lines: [
          { sku: 'TFC-A25-SHIRT-M', quantity: 1 },
          { sku: 'TFC-MUG', quantity: 1 },
        ],
        shippingMethod: 'standard-gb',
        daysAgo: 60,
      },
      {
        currency: 'GBP',
        language: 'en',
        lines: [{ sku: 'TFC-CREST-HOODIE-M', quantity: 1 }],
        shippingMethod: 'express-gb',
        daysAgo: 20,
      },
    ],
  },
];
