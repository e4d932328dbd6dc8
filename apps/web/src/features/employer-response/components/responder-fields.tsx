import { Checkbox, TextInput } from '@mantine/core';
import { FormSection } from '../../../components/form-section';
import { useT } from '../../../lib/i18n/locale';
import { answerFieldId } from './answer-errors';

/** Who answers for the employer, their typed signature and certification. */
export type Responder = { name: string; title: string; email: string; signature: string; certify: boolean };

export const NO_RESPONDER: Responder = { name: '', title: '', email: '', signature: '', certify: false };

export function ResponderFields({
  value: responder,
  onChange: setResponder,
  errorOf,
}: {
  value: Responder;
  onChange: (responder: Responder) => void;
  errorOf: (field: string) => string | undefined;
}) {
  const t = useT();
  return (
    <FormSection id="employer-sign" title={t('verifications.employer.signTitle')} columns={1}>
      <TextInput
        label={t('verifications.employer.responderName')}
        autoComplete="name"
        value={responder.name}
        onChange={(event) => setResponder({ ...responder, name: event.currentTarget.value })}
        id={answerFieldId('responder_name')}
        error={errorOf('responder_name')}
      />
      <TextInput
        label={t('verifications.employer.responderTitle')}
        autoComplete="organization-title"
        value={responder.title}
        onChange={(event) => setResponder({ ...responder, title: event.currentTarget.value })}
        id={answerFieldId('responder_title')}
        error={errorOf('responder_title')}
      />
      <TextInput
        label={t('verifications.employer.responderEmail')}
        type="email"
        autoComplete="email"
        value={responder.email}
        onChange={(event) => setResponder({ ...responder, email: event.currentTarget.value })}
        id={answerFieldId('responder_email')}
        error={errorOf('responder_email')}
      />
      <TextInput
        label={t('verifications.employer.typedSignature')}
        value={responder.signature}
        onChange={(event) => setResponder({ ...responder, signature: event.currentTarget.value })}
        id={answerFieldId('typed_signature')}
        error={errorOf('typed_signature')}
      />
      <Checkbox
        label={t('verifications.employer.certify')}
        checked={responder.certify}
        onChange={(event) => setResponder({ ...responder, certify: event.currentTarget.checked })}
        id={answerFieldId('certify')}
        error={errorOf('certify')}
      />
    </FormSection>
  );
}
