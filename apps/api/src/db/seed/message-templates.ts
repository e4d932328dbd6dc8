import { inEnglish, type Locale, type MessageId, translatorFor } from '@roadhire/shared';
import { insertDefaultTemplates } from '../../data/message-templates-repository.js';
import type { Executor } from '../client.js';

const DEFAULT_TEMPLATES = ['missedCall', 'documents', 'interview'] as const;

/**
 * The templates the portal ships, written once each at start from both catalogues: a carrier's
 * later edits and deletions stand (`default_key`).
 */
export async function seedDefaultTemplates(db: Executor): Promise<number> {
  const french = await translatorFor('fr');
  const say = (locale: Locale, id: MessageId) => (locale === 'fr' ? french : inEnglish).t(id);
  return insertDefaultTemplates(
    db,
    DEFAULT_TEMPLATES.map((key) => ({
      default_key: key,
      name: say('en', `messages.defaults.${key}.name` as const),
      subject_en: say('en', `messages.defaults.${key}.subject` as const),
      subject_fr: say('fr', `messages.defaults.${key}.subject` as const),
      body_en: say('en', `messages.defaults.${key}.body` as const),
      body_fr: say('fr', `messages.defaults.${key}.body` as const),
    })),
  );
}
