import { CONSENT_NOTICE_VERSION_MAX } from './constants';

export interface CustomerConsentInput {
  noticeVersion: number;
  analytics: boolean;
  marketing: boolean;
}

/** Whether the input can be recorded: a notice version is a whole number from 1. */
export function validConsentInput(input: CustomerConsentInput): boolean {
  return (
    Number.isInteger(input.noticeVersion) &&
    input.noticeVersion >= 1 &&
    input.noticeVersion <= CONSENT_NOTICE_VERSION_MAX &&
    typeof input.analytics === 'boolean' &&
    typeof input.marketing === 'boolean'
  );
}
