/** Mail is a service of the server (see ModuleContext.mailer), not a module with routes. */
export { credentialsMail, passwordResetMail } from './mail-templates.js';
export { type MailMessage, type Mailer, createMailer } from './mailer.js';
