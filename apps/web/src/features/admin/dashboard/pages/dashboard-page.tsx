import { messages } from '@roadhire/shared';
import { PageIntro } from '../../../../components/page-intro';

/** SPEC §2 /admin: the administrators' home. */
export function DashboardPage() {
  return <PageIntro title={messages.adminPage.title} lead={messages.adminPage.welcome} />;
}
