export { linkIn, type Mailbox, type ReceivedMail, readMailFromDir, startMailbox } from './mailbox.ts';
