import { EmailEventListener } from '@vendure/email-plugin';
import { NewsletterEmailEvent, NewsletterEmailKind } from './newsletter-email.event';

const SUBJECTS = {
  confirm: { en: 'Please confirm your newsletter subscription', th: 'โปรดยืนยันการสมัครรับจดหมายข่าว' },
  welcome: { en: 'You are subscribed to our newsletter', th: 'คุณสมัครรับจดหมายข่าวของเราเรียบร้อยแล้ว' },
  'already-subscribed': { en: 'You are already subscribed to our newsletter', th: 'คุณสมัครรับจดหมายข่าวของเราอยู่แล้ว' },
} as const;

export function newsletterSubject(kind: NewsletterEmailKind, languageCode: string): string {
  return SUBJECTS[kind][languageCode === 'th' ? 'th' : 'en'];
}

function handler(kind: NewsletterEmailKind) {
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

/**
 * The double opt-in email (with the confirmation link), the welcome after it, and the note to a
 * subscribed address that someone asked to subscribe it again; each carries the unsubscribe link.
 */
export const newsletterEmailHandlers = [handler('confirm'), handler('welcome'), handler('already-subscribed')];
