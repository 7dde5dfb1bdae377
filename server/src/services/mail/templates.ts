import type { Locale } from '../../../../contract/src';
import type { MailMessage } from './mailer';

/** Every e-mail the product sends, in English and French. */
const TEXT = {
  en: {
    answeredSubject: (subject: string) => `Your question has been answered: ${subject}`,
    answeredBody: (name: string | null, subject: string, reply: string) =>
      `Hello${name ? ` ${name}` : ''},\n\nSupport has answered your question "${subject}":\n\n${reply}\n\nYou can read it with your other questions on the Help page of Stepwise.\n\nThe Stepwise team`,
    newTicketSubject: (subject: string) => `New Pro support ticket: ${subject}`,
    newTicketBody: (sender: string, subject: string, message: string) =>
      `A Pro subscriber (${sender}) has sent a support ticket.\n\nSubject: ${subject}\n\n${message}\n\nAnswer it in the Support tab of the admin area.`,
  },
  fr: {
    answeredSubject: (subject: string) => `Réponse à votre question : ${subject}`,
    answeredBody: (name: string | null, subject: string, reply: string) =>
      `Bonjour${name ? ` ${name}` : ''},\n\nL’assistance a répondu à votre question « ${subject} » :\n\n${reply}\n\nVous la retrouverez avec vos autres questions sur la page Aide de Stepwise.\n\nL’équipe Stepwise`,
    newTicketSubject: (subject: string) => `Nouveau ticket d’assistance Pro : ${subject}`,
    newTicketBody: (sender: string, subject: string, message: string) =>
      `Un abonné Pro (${sender}) a envoyé un ticket d’assistance.\n\nObjet : ${subject}\n\n${message}\n\nRépondez-y dans l’onglet Assistance de l’administration.`,
  },
} as const satisfies Record<Locale, unknown>;

/** To the student, in their language, when an admin answers their ticket. */
export function ticketAnsweredMail(locale: Locale, to: string, firstName: string | null, subject: string, reply: string): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.answeredSubject(subject), text: t.answeredBody(firstName?.trim() || null, subject, reply) };
}

/** To the support address, when a Pro subscriber sends a ticket. */
export function newProTicketMail(locale: Locale, to: string, sender: string, subject: string, message: string): MailMessage {
  const t = TEXT[locale];
  return { to, subject: t.newTicketSubject(subject), text: t.newTicketBody(sender, subject, message) };
}
