import type { OutgoingMail } from '../mail/index.js';

/** The invitation e-mail (plain text, English like the other mails of the product). */
export function invitationMail(values: {
  to: string;
  firstName: string;
  companyName: string;
  invitedBy: string;
  link: string;
  expiresAt: Date;
}): OutgoingMail {
  const until = values.expiresAt.toISOString().slice(0, 10);
  return {
    kind: 'invitation',
    to: values.to,
    subject: 'Your invitation to the Kudex customer portal',
    text: [
      `Hello ${values.firstName},`,
      '',
      `${values.invitedBy} invited you to the Kudex customer portal for ${values.companyName}.`,
      'Set your password with this link, then sign in with your e-mail address:',
      '',
      values.link,
      '',
      `The link is valid until ${until} (UTC). If you did not expect this mail, you can ignore it.`,
      '',
    ].join('\n'),
  };
}
