import { isLegalName, type SignRequest } from '@roadhire/shared';
import { useState } from 'react';
import type { Signer } from './application-summary';
import type { Certification } from './certify-page';

/** What signing sends with the final submit (decision 016). */
export type SignBody = Omit<SignRequest, 'certify'> & { certify: true };

export type SigningErrors = { accept?: string; certify?: string; typedName?: string };

/**
 * What the driver has accepted and typed while signing, and the messages shown. Held by the flow,
 * not its pages, so it outlives the texts being read again (another language).
 */
export function useSigningAnswers() {
  const [accepted, setAccepted] = useState<Record<string, boolean>>({});
  const [certification, setCertification] = useState<Certification>({ certify: false, typedName: '' });
  const [errors, setErrors] = useState<SigningErrors>({});
  const accept = (key: string, value: boolean) => {
    setAccepted({ ...accepted, [key]: value });
    if (value) setErrors({});
  };
  const changeCertification = (value: Certification, signer: Signer) => {
    setCertification(value);
    // A message goes as soon as its answer is fixed.
    setErrors((shown) => ({
      certify: shown.certify && !value.certify ? shown.certify : undefined,
      typedName: shown.typedName && !isLegalName(value.typedName, signer) ? shown.typedName : undefined,
    }));
  };
  return { accepted, accept, certification, changeCertification, errors, setErrors };
}

export type SigningAnswers = ReturnType<typeof useSigningAnswers>;
