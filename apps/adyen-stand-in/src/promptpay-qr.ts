/**
 * A PromptPay QR payload in EMVCo's merchant-presented format, made up by the stand-in: the
 * format a Thai banking app reads (tag-length-value fields, CRC-16 at the end), with a biller id
 * that belongs to nobody, so no real bank could ever pay it.
 */

/** The stand-in's biller id (15 digits): not a registered biller. */
export const FAKE_BILLER_ID = '099000000000000';
/** PromptPay's application id for bill payments (tag 30). */
const PROMPTPAY_BILL_PAYMENT_AID = 'A000000677010112';
const MERCHANT_NAME = 'TALAT STAND-IN NOT ADYEN';

function field(tag: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${tag} is longer than 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF), as EMVCo's tag 63 asks, in 4 capital hex digits. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** References in a PromptPay bill payment: up to 20 capitals and digits. */
function billReference(value: string): string {
  return (
    value
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, '')
      .slice(0, 20) || '0'
  );
}

/** A dynamic (one-payment) PromptPay QR payload for `value` satang, naming the payment in its references. */
export function promptPayPayload({
  value,
  pspReference,
  merchantReference,
}: {
  value: number;
  pspReference: string;
  merchantReference: string;
}): string {
  const body =
    field('00', '01') +
    field('01', '12') +
    field(
      '30',
      field('00', PROMPTPAY_BILL_PAYMENT_AID) +
        field('01', FAKE_BILLER_ID) +
        field('02', billReference(pspReference)) +
        field('03', billReference(merchantReference)),
    ) +
    field('53', '764') +
    field('54', (value / 100).toFixed(2)) +
    field('58', 'TH') +
    field('59', MERCHANT_NAME) +
    '6304';
  return body + crc16(body);
}

/** The top-level fields of an EMV payload, tag to value (for tests and the payment page). */
export function emvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const tag = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    fields.set(tag, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}
