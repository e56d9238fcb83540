/** Mail is a service of the server (see ModuleContext.mailer), not a module with routes. */
export { credentialsMail, passwordResetMail, testMail } from './mail-templates.js';
export { type MailMessage, type MailSettings, type Mailer, type SmtpServer, createMailer } from './mailer.js';
