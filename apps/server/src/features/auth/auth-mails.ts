import type { Mail } from '../../lib/mailer';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function layout(paragraphs: string[], link: string, action: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  return `<!doctype html><html lang="fr"><body style="font-family:system-ui,sans-serif;color:#1f2937">
${body}
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#6b7280;font-size:13px">Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :<br>${escapeHtml(link)}</p>
</body></html>`;
}

function mail(to: string, subject: string, paragraphs: string[], link: string, action: string): Mail {
  return {
    to,
    subject,
    link,
    text: `${paragraphs.join('\n\n')}\n\n${action} : ${link}\n`,
    html: layout(paragraphs, link, action),
  };
}

export function verificationMail(to: string, name: string, link: string): Mail {
  return mail(
    to,
    'Confirmez votre adresse e-mail — Praxis',
    [
      `Bonjour ${name},`,
      'Merci de votre inscription sur Praxis. Pour activer votre compte, confirmez votre adresse e-mail.',
      'Ce lien expire dans 15 minutes.',
    ],
    link,
    'Confirmer mon adresse e-mail',
  );
}

export function resetPasswordMail(to: string, name: string, link: string): Mail {
  return mail(
    to,
    'Réinitialisation de votre mot de passe — Praxis',
    [
      `Bonjour ${name},`,
      'Vous avez demandé à réinitialiser votre mot de passe Praxis.',
      "Ce lien expire dans 15 minutes. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    ],
    link,
    'Choisir un nouveau mot de passe',
  );
}

export function invitationMail(to: string, inviterName: string, organizationName: string, link: string): Mail {
  return mail(
    to,
    `Invitation à rejoindre ${organizationName} — Praxis`,
    [
      'Bonjour,',
      `${inviterName} vous invite à rejoindre l'organisation « ${organizationName} » sur Praxis.`,
      'Connectez-vous (ou créez votre compte avec cette adresse e-mail) puis acceptez l’invitation.',
    ],
    link,
    "Voir l'invitation",
  );
}
