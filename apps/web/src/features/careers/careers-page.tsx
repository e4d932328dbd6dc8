import { messages } from '@roadhire/shared';
import { PageIntro } from '../../components/page-intro';

/** The public home page (SPEC §2 Open positions); the positions list fills it in. */
export function CareersPage() {
  return <PageIntro title={messages.careers.title} lead={messages.careers.intro} />;
}
