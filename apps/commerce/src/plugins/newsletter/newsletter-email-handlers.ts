import { EmailEventListener } from '@vendure/email-plugin';
import { NewsletterEmailEvent } from './newsletter-email.event';

const SUBJECTS = {
  confirm: { en: 'Please confirm your newsletter subscription', th: 'โปรดยืนยันการสมัครรับจดหมายข่าว' },
  welcome: { en: 'You are subscribed to our newsletter', th: 'คุณสมัครรับจดหมายข่าวของเราเรียบร้อยแล้ว' },
} as const;

export function newsletterSubject(kind: 'confirm' | 'welcome', languageCode: string): string {
  return SUBJECTS[kind][languageCode === 'th' ? 'th' : 'en'];
}

function handler(kind: 'confirm' | 'welcome') {
  return new EmailEventListener(`newsletter-${kind}`)
    .on(NewsletterEmailEvent)
    .filter((event) => event.kind === kind)
    .setRecipient((event) => event.subscription.emailAddress)
    .setFrom('{{ fromAddress }}')
    .setSubject('{{ subjectLine }}')
    .setTemplateVars((event) => ({
      subjectLine: newsletterSubject(kind, event.ctx.languageCode),
      confirmUrl: event.links.confirmUrl,
      unsubscribeUrl: event.links.unsubscribeUrl,
    }));
}

/** The double opt-in email (with the confirmation link) and the welcome after it; both carry the unsubscribe link. */
export const newsletterEmailHandlers = [handler('confirm'), handler('welcome')];
