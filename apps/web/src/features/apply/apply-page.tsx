import { messages } from '@roadhire/shared';
import { PageIntro } from '../../components/page-intro';

/** SPEC §2 Apply: the screening form comes here; until then the page waits like it does for a job. */
export function ApplyPage() {
  return <PageIntro title={messages.applyPage.title} lead={messages.applyPage.loading} />;
}
