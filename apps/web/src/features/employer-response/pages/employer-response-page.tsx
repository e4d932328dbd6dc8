import type { Locale } from '@roadhire/shared';
import { useState } from 'react';
import { useParams } from 'react-router';
import { LocaleScope } from '../../../lib/i18n/locale';
import { useEmployerRequest } from '../api/employer-request';
import { EmployerResponse } from '../components/employer-response';

/**
 * The previous employer's page (decision 030): the request, then the form, with no account. It
 * speaks the language of the request (French for an employer in Quebec, or as the recruiter chose),
 * whatever language the visitor's browser prefers; English until the request has loaded. The
 * employer may switch, and the choice is kept for the mails that follow.
 */
export function EmployerResponsePage() {
  const { token = '' } = useParams();
  const request = useEmployerRequest(token);
  const [chosen, setChosen] = useState<Locale | null>(null);
  return (
    <LocaleScope locale={chosen ?? request.data?.language ?? 'en'}>
      <EmployerResponse token={token} request={request} onLanguage={setChosen} />
    </LocaleScope>
  );
}
