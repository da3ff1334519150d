import { escapeHtml } from '@talat/rules/html';
import { Lang } from './messages';

const TEXT = {
  en: {
    title: 'Card authentication',
    provider: 'Talat test card provider',
    intro: 'Your bank asks you to confirm this payment. This is a test page: no real bank is involved.',
    amount: 'Amount',
    card: 'Card',
    complete: 'Complete authentication',
    fail: 'Fail authentication',
    other: 'ภาษาไทย',
    errorTitle: 'Card authentication is not possible',
  },
  th: {
    title: 'ยืนยันตัวตนของบัตร',
    provider: 'ผู้ให้บริการบัตรทดสอบของตลาด',
    intro: 'ธนาคารของคุณขอให้ยืนยันการชำระเงินนี้ หน้านี้เป็นหน้าทดสอบ ไม่มีธนาคารจริงเกี่ยวข้อง',
    amount: 'จำนวนเงิน',
    card: 'บัตร',
    complete: 'ยืนยันตัวตนสำเร็จ',
    fail: 'ยืนยันตัวตนไม่สำเร็จ',
    other: 'English',
    errorTitle: 'ไม่สามารถยืนยันตัวตนของบัตรได้',
  },
} as const;

const STYLE = `body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#1a1a1a}
h1{font-size:1.5rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
.actions{display:flex;gap:1rem;flex-wrap:wrap;margin-top:1.5rem}button{font:inherit;padding:.75rem 1.25rem;border-radius:.375rem;border:2px solid #0b3d91;cursor:pointer}
button[value=complete]{background:#0b3d91;color:#fff}button[value=fail]{background:#fff;color:#0b3d91}
button:focus-visible,a:focus-visible{outline:3px solid #f5a623;outline-offset:2px}`;

function layout(lang: Lang, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface ChallengePageInput {
  lang: Lang;
  paymentId: string;
  returnUrl: string;
  amount: string;
  card: string;
  /** Path of this page (for the language switch and the form action), without query. */
  path: string;
}

/** The challenge page: two submit buttons posting the shopper's choice back to the engine. */
export function renderChallengePage(p: ChallengePageInput): string {
  const t = TEXT[p.lang];
  const other: Lang = p.lang === 'en' ? 'th' : 'en';
  const switchHref = `${p.path}?${new URLSearchParams({ returnUrl: p.returnUrl, lang: other }).toString()}`;
  return layout(
    p.lang,
    t.title,
    `<p><a href="${escapeHtml(switchHref)}" lang="${other}" hreflang="${other}">${t.other}</a></p>
<h1>${t.title}</h1><p>${t.provider}</p><p>${t.intro}</p>
<dl><dt>${t.amount}</dt><dd>${escapeHtml(p.amount)}</dd><dt>${t.card}</dt><dd>${escapeHtml(p.card)}</dd></dl>
<form method="post" action="${escapeHtml(p.path)}">
<input type="hidden" name="returnUrl" value="${escapeHtml(p.returnUrl)}"><input type="hidden" name="lang" value="${p.lang}">
<div class="actions"><button type="submit" name="result" value="complete">${t.complete}</button>
<button type="submit" name="result" value="fail">${t.fail}</button></div></form>`,
  );
}

/** An error page (bad return URL, unknown or finished payment). */
export function renderChallengeError(lang: Lang, detail: { en: string; th: string }): string {
  const t = TEXT[lang];
  return layout(lang, t.errorTitle, `<h1>${t.errorTitle}</h1><p>${escapeHtml(detail[lang])}</p>`);
}
