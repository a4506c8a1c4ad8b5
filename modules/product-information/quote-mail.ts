import type { OutgoingMail } from '../mail/index.js';

export interface QuoteMailInput {
  number: string;
  companyName: string;
  contactName: string;
  contactEmail: string;
  note: string;
  /** A visitor's request (SPEC §1): their telephone and country, when given. */
  telephone?: string | undefined;
  country?: string | undefined;
  lines: readonly { articleNumber: string; name: string; quantity: number }[];
}

/** The sales team's mail of a parts quote request: the company, the sender and every line. */
export function quoteMail(input: QuoteMailInput, to: string): OutgoingMail {
  const width = Math.max(...input.lines.map((line) => String(line.quantity).length));
  const lines = input.lines.map(
    (line) => `  ${String(line.quantity).padStart(width)} × ${line.articleNumber}  ${line.name}`,
  );
  const text = [
    `Quote request ${input.number}`,
    '',
    `Company: ${input.companyName}`,
    `Requested by: ${input.contactName} <${input.contactEmail}>`,
    ...(input.telephone ? [`Telephone: ${input.telephone}`] : []),
    ...(input.country ? [`Country: ${input.country}`] : []),
    '',
    'Parts:',
    ...lines,
    ...(input.note ? ['', 'Note:', input.note] : []),
    '',
  ].join('\n');
  return {
    kind: 'quote-request',
    to,
    replyTo: input.contactEmail,
    subject: `Quote request ${input.number} from ${input.companyName}`,
    text,
  };
}
