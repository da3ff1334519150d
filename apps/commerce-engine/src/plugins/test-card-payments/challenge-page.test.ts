import { describe, expect, it } from 'vitest';
import { renderChallengeError, renderChallengePage } from './challenge-page';

const input = {
  paymentId: '5',
  returnUrl: 'http://localhost:3000/en/adyen-direct?a=1&b="2"',
  amount: '฿1,290.00',
  card: 'visa •••• 3220',
  path: '/payments/test-card/challenge/5',
};

describe('challenge page', () => {
  it('offers both buttons in the chosen language and escapes the return URL', () => {
    const en = renderChallengePage({ ...input, lang: 'en' });
    expect(en).toContain('<html lang="en">');
    expect(en).toContain('>Complete authentication</button>');
    expect(en).toContain('>Fail authentication</button>');
    expect(en).toContain('value="http://localhost:3000/en/adyen-direct?a=1&amp;b=&quot;2&quot;"');
    expect(en).not.toContain('b="2"');
    const th = renderChallengePage({ ...input, lang: 'th' });
    expect(th).toContain('<html lang="th">');
    expect(th).toContain('>ยืนยันตัวตนสำเร็จ</button>');
    expect(th).toContain('>ยืนยันตัวตนไม่สำเร็จ</button>');
    expect(th).toContain('lang=en');
  });
  it('renders errors in the chosen language', () => {
    expect(renderChallengeError('th', { en: 'Nope <b>', th: 'ไม่ได้' })).toContain('<p>ไม่ได้</p>');
    expect(renderChallengeError('en', { en: 'Nope <b>', th: 'ไม่ได้' })).toContain('Nope &lt;b&gt;');
  });
});
