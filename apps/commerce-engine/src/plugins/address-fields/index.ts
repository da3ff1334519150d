export * from './address-fields.plugin';
export * from './custom-fields';
export * from './customs-code';
export * from './korea-dob';
