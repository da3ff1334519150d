import { html, type SafeHtml } from '@talat/rules/html';
import { CLEARPAY_INSTALMENTS, type Payment } from './payments';

/**
 * The stand-in's HTML pages, in Thai or English: the 3-D Secure challenge a card redirects to,
 * Clearpay's plan, and the page that "pays" a PromptPay QR code. Each says at the top, in both languages, that it is
 * not Adyen and not a bank. No script: plain links and one form.
 */
export type Lang = 'en' | 'th';

const WORDS = {
  en: {
    banner: "Not Adyen, not a bank: Talat's Adyen stand-in for development and tests. No money moves.",
    challengeTitle: '3-D Secure check (stand-in)',
    challengeIntro: 'Your bank would ask you to confirm this card payment here.',
    amount: 'Amount',
    card: 'Card',
    reference: 'Order reference',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    promptPayTitle: 'PromptPay QR code (stand-in)',
    promptPayIntro: 'A banking app would scan this code. This one is made up: its biller id belongs to nobody.',
    qrData: 'QR code data',
    expires: 'Pay before',
    pay: 'Pay (pretend the bank paid)',
    refuse: 'Refuse (pretend the bank refused)',
    state: {
      Pending: 'Waiting for payment',
      Authorised: 'Paid',
      Refused: 'Refused by the bank',
      Expired: 'Expired: the QR code was not paid in time',
    } as Record<string, string>,
    notFound: 'There is no such payment here.',
    instalmentsTitle: 'Clearpay plan (stand-in, not Clearpay)',
    instalmentsIntro: 'Clearpay would check you here and agree the plan: four interest-free payments, the first today.',
    plan: 'Plan',
    planOf: (count: number, each: string) => `${count} payments of ${each}`,
    approve: 'Agree the plan (pretend Clearpay approved)',
    decline: 'Decline (pretend Clearpay said no)',
  },
  th: {
    banner: 'นี่ไม่ใช่ Adyen และไม่ใช่ธนาคาร: ระบบจำลอง Adyen ของ Talat สำหรับการพัฒนาและทดสอบ ไม่มีการโอนเงินจริง',
    challengeTitle: 'ยืนยันตัวตน 3-D Secure (ระบบจำลอง)',
    challengeIntro: 'ธนาคารของคุณจะขอให้ยืนยันการชำระเงินด้วยบัตรนี้ที่หน้านี้',
    amount: 'ยอดเงิน',
    card: 'บัตร',
    reference: 'เลขที่คำสั่งซื้อ',
    complete: 'ยืนยันตัวตนสำเร็จ',
    fail: 'ยืนยันตัวตนไม่สำเร็จ',
    promptPayTitle: 'QR พร้อมเพย์ (ระบบจำลอง)',
    promptPayIntro: 'แอปธนาคารจะสแกนรหัสนี้ รหัสนี้สร้างขึ้นเพื่อทดสอบ เลขผู้รับชำระไม่ใช่ของผู้ใดจริง',
    qrData: 'ข้อมูล QR',
    expires: 'ชำระก่อน',
    pay: 'ชำระเงิน (จำลองว่าธนาคารชำระแล้ว)',
    refuse: 'ปฏิเสธ (จำลองว่าธนาคารปฏิเสธการชำระ)',
    state: {
      Pending: 'รอการชำระเงิน',
      Authorised: 'ชำระแล้ว',
      Refused: 'ธนาคารปฏิเสธการชำระ',
      Expired: 'หมดอายุ: ไม่ได้ชำระภายในเวลาที่กำหนด',
    } as Record<string, string>,
    notFound: 'ไม่พบรายการชำระเงินนี้',
    instalmentsTitle: 'แผนผ่อนชำระ Clearpay (ระบบจำลอง ไม่ใช่ Clearpay)',
    instalmentsIntro: 'Clearpay จะตรวจสอบข้อมูลของคุณและตกลงแผนผ่อนชำระที่หน้านี้: ผ่อน 4 งวดไม่มีดอกเบี้ย งวดแรกชำระวันนี้',
    plan: 'แผน',
    planOf: (count: number, each: string) => `${count} งวด งวดละ ${each}`,
    approve: 'ตกลงแผน (จำลองว่า Clearpay อนุมัติ)',
    decline: 'ปฏิเสธ (จำลองว่า Clearpay ไม่อนุมัติ)',
  },
} as const;

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1b1b1b;background:#fff}
.banner{background:#7a1f00;color:#fff;padding:.6rem 1rem;margin:0;font-weight:600}
main{padding:1rem;max-width:40rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.2rem 1rem}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
code{overflow-wrap:anywhere;background:#f5f5f5;padding:.2rem}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}
.actions a,button{font:inherit;padding:.5rem 1rem;border:1px solid #1b1b1b;border-radius:.3rem;color:#1b1b1b;background:#f0f0f0;text-decoration:none;cursor:pointer}
`;

/** `?lang=` first, else the payment's shopperLocale, else English. */
export function pageLang(query: string | null, shopperLocale?: string): Lang {
  if (query === 'th' || query === 'en') return query;
  return shopperLocale?.toLowerCase().startsWith('th') ? 'th' : 'en';
}

/** An amount in minor units as the shopper reads it (฿1,250.00, £25.00). */
export function formatAmount({ currency, value }: { currency: string; value: number }, lang: Lang): string {
  const format = new Intl.NumberFormat(lang === 'th' ? 'th-TH' : 'en-GB', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(value / 10 ** digits);
}

function layout(lang: Lang, title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · not Adyen</title>
<style>${STYLE}</style>
</head>
<body>
<p class="banner" role="note">${WORDS[lang].banner}</p>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>
`.value;
}

export function notFoundPage(lang: Lang): string {
  return layout(lang, WORDS[lang].notFound, html``);
}

export function challengePage(payment: Payment, lang: Lang, links: { completed: string; failed: string }): string {
  const w = WORDS[lang];
  return layout(
    lang,
    w.challengeTitle,
    html`<p>${w.challengeIntro}</p>
<dl>
<dt>${w.amount}</dt><dd>${formatAmount(payment.amount, lang)}</dd>
<dt>${w.card}</dt><dd>${payment.card?.brand ?? ''} •••• ${payment.card?.summary ?? ''}</dd>
<dt>${w.reference}</dt><dd>${payment.reference}</dd>
</dl>
<div class="actions">
<a href="${links.completed}" data-outcome="completed">${w.complete}</a>
<a href="${links.failed}" data-outcome="failed">${w.fail}</a>
</div>`,
  );
}

/** Clearpay's page: the plan of four payments (the last one takes what rounding leaves). */
export function instalmentsPage(payment: Payment, lang: Lang, links: { completed: string; failed: string }): string {
  const w = WORDS[lang];
  const each = { currency: payment.amount.currency, value: Math.ceil(payment.amount.value / CLEARPAY_INSTALMENTS) };
  return layout(
    lang,
    w.instalmentsTitle,
    html`<p>${w.instalmentsIntro}</p>
<dl>
<dt>${w.amount}</dt><dd>${formatAmount(payment.amount, lang)}</dd>
<dt>${w.plan}</dt><dd>${w.planOf(CLEARPAY_INSTALMENTS, formatAmount(each, lang))}</dd>
<dt>${w.reference}</dt><dd>${payment.reference}</dd>
</dl>
<div class="actions">
<a href="${links.completed}" data-outcome="completed">${w.approve}</a>
<a href="${links.failed}" data-outcome="failed">${w.decline}</a>
</div>`,
  );
}

export function promptPayPage(payment: Payment, lang: Lang): string {
  const w = WORDS[lang];
  return layout(
    lang,
    w.promptPayTitle,
    html`<p>${w.promptPayIntro}</p>
<dl>
<dt>${w.amount}</dt><dd>${formatAmount(payment.amount, lang)}</dd>
<dt>${w.reference}</dt><dd>${payment.reference}</dd>
<dt>${w.expires}</dt><dd>${payment.expiresAt ?? ''}</dd>
<dt>${w.qrData}</dt><dd><code>${payment.qrCodeData ?? ''}</code></dd>
<dt>Status</dt><dd data-state="${payment.state}">${w.state[payment.state] ?? payment.state}</dd>
</dl>
${
  payment.state === 'Pending'
    ? html`<div class="actions"><form method="post" action="/stand-in/promptpay/${payment.pspReference}/pay?lang=${lang}"><button type="submit">${w.pay}</button></form>
<form method="post" action="/stand-in/promptpay/${payment.pspReference}/refuse?lang=${lang}"><button type="submit">${w.refuse}</button></form></div>`
    : ''
}`,
  );
}
