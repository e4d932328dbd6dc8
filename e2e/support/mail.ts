import { linkIn, readMailFromDir } from '@roadhire/testing';
import { MAIL_DIR } from './environment.js';

/** The link of the newest mail to `to` whose subject matches (the SMTP listener runs in global setup). */
export async function mailedLink(to: string, subject: RegExp, pathPrefix: string): Promise<string> {
  return linkIn(await readMailFromDir(MAIL_DIR, to, subject), pathPrefix);
}
