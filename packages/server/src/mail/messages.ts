import type { MailMessage } from './index';

// Every French mail of the product. HTML bodies escape what comes from users.

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

function mail(to: string, subject: string, lines: string[], highlight: string): MailMessage {
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return { to, subject, text: `${lines.join('\n\n')}\n`, html, highlight };
}

export function confirmationCodeMail(to: string, firstname: string, code: string): MailMessage {
  return mail(
    to,
    'Mieux-Disant : votre code de confirmation',
    [
      `Bonjour ${firstname},`,
      `Votre code de confirmation est : ${code}`,
      'Ce code est valable 1 heure.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    ],
    `code ${code}`,
  );
}

export function resetLinkMail(to: string, firstname: string, link: string): MailMessage {
  return mail(
    to,
    'Mieux-Disant : réinitialisation de votre mot de passe',
    [
      `Bonjour ${firstname},`,
      `Pour choisir un nouveau mot de passe, ouvrez ce lien : ${link}`,
      'Ce lien est valable 1 heure et ne peut servir qu’une fois.',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    ],
    link,
  );
}

export function invitationMail(
  to: string,
  firstname: string,
  inviter: string,
  company: string,
  link: string,
) {
  return mail(
    to,
    `Mieux-Disant : ${inviter} vous invite à rejoindre ${company}`,
    [
      `Bonjour ${firstname},`,
      `${inviter} vous invite à rejoindre l'espace de ${company} sur Mieux-Disant.`,
      `Choisissez votre mot de passe en ouvrant ce lien : ${link}`,
      'Ce lien est valable 7 jours et ne peut servir qu’une fois.',
    ],
    link,
  );
}

/** An invitation to an address that already has an account (of this company or another). */
export function invitationExistingMail(to: string, firstname: string, inviter: string, company: string) {
  return mail(
    to,
    `Mieux-Disant : ${inviter} vous invite à rejoindre ${company}`,
    [
      `Bonjour ${firstname},`,
      `${inviter} vous invite à rejoindre l'espace de ${company} sur Mieux-Disant.`,
      'Votre adresse e-mail a déjà un compte Mieux-Disant : un compte ne peut appartenir qu’à une seule entreprise, aucun nouveau compte n’a donc été créé.',
      `Pour rejoindre ${company}, répondez à ${inviter} en lui donnant une autre adresse e-mail, ou supprimez votre compte actuel (Mon compte) puis demandez une nouvelle invitation.`,
      "Si vous ne connaissez pas cette personne, ignorez ce message : votre compte n'a pas changé.",
    ],
    `invitation ${company}`,
  );
}

export function validationDoneMail(to: string, firstname: string, link: string): MailMessage {
  return mail(
    to,
    'Mieux-Disant : votre compte a été validé',
    [
      `Bonjour ${firstname},`,
      'Votre compte a été validé par un administrateur. Vous pouvez dès maintenant vous connecter.',
      link,
    ],
    link,
  );
}

export function paymentConfirmationMail(
  to: string,
  firstname: string,
  details: { plan: string; price: string; transactionId: string; date: string },
): MailMessage {
  return mail(
    to,
    'Mieux-Disant : confirmation de votre paiement',
    [
      `Bonjour ${firstname},`,
      `Merci pour votre paiement. Votre abonnement ${details.plan} est actif.`,
      `Prix payé : ${details.price} € HT par mois`,
      `ID de transaction : ${details.transactionId}`,
      `Date (UTC) : ${details.date}`,
    ],
    `paiement ${details.transactionId}`,
  );
}

export function signupAttemptMail(to: string, firstname: string, loginLink: string): MailMessage {
  return mail(
    to,
    'Mieux-Disant : tentative de création de compte',
    [
      `Bonjour ${firstname},`,
      'Quelqu’un a tenté de créer un compte Mieux-Disant avec votre adresse e-mail, qui en possède déjà un.',
      `Si c'est vous, connectez-vous ou réinitialisez votre mot de passe : ${loginLink}`,
      "Sinon, ignorez ce message : aucun compte n'a été créé.",
    ],
    loginLink,
  );
}
