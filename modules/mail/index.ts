// The mail feature's public surface: features send mail through MailService only.
export { MailModule } from './mail.module.js';
export { MailService, type OutgoingMail } from './mail.service.js';
export type * from './mail.contract.js';
