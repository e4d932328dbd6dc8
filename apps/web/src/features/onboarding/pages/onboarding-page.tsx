import { messages } from '@roadhire/shared';
import { PageIntro } from '../../../components/page-intro';

/** SPEC §2 Onboarding: the nine steps come here. */
export function OnboardingPage() {
  return <PageIntro title={messages.onboarding.title} lead={messages.onboarding.loading} />;
}
