import { randomUUID } from 'node:crypto';
import { apiPaths, encodeReferBy } from '@roadhire/shared';
import {
  additionalLicense,
  applyForm,
  onboardingForm,
  primaryLicense,
  qualifications,
  signBody,
  workHistoryEntry,
} from './final-submit-payloads.ts';
import { linkIn, type Mailbox } from './mailbox.ts';

// A driver's whole journey over real HTTP against a running server, as the web app makes it:
// register → verify by the mailed link → log in → apply with a resume → the onboarding documents →
// SPEC §7's final calls. The crash test and the journey benchmark both drive it.

export const SMALL_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Step {
  /** The call's name in reports: `register`, `final 5 work-history` … */
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  json?: unknown;
  /** One PDF sent as multipart/form-data in the field `file`. */
  file?: string;
}

export interface Answer {
  status: number;
  data: unknown;
}

export interface JourneyOptions {
  baseUrl: string;
  /** Retry a call that met a dropped connection or a 5xx, until it answers (a driver pressing again). */
  retry?: boolean;
  /** Called once per HTTP exchange, retries included; status 0 is a network error. */
  onAnswer?: (step: Step, status: number, ms: number) => void;
}

export interface Driver {
  email: string;
  password: string;
  id: number;
  token: string;
}

export function journey(options: JourneyOptions) {
  async function once(step: Step, token?: string): Promise<Answer> {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    let body: string | FormData | undefined;
    if (step.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(step.json);
    } else if (step.file) {
      body = new FormData();
      body.append('file', new Blob([SMALL_PDF], { type: 'application/pdf' }), step.file);
    }
    const started = performance.now();
    try {
      const response = await fetch(`${options.baseUrl}${step.path}`, {
        method: step.method,
        headers,
        body,
        redirect: 'manual',
      });
      const text = await response.text();
      options.onAnswer?.(step, response.status, performance.now() - started);
      let data: unknown = text;
      try {
        data = JSON.parse(text);
      } catch {}
      return { status: response.status, data };
    } catch {
      options.onAnswer?.(step, 0, performance.now() - started);
      return { status: 0, data: null };
    }
  }

  /** Sends the step; with `retry`, again after a dropped connection or a 5xx, for up to two minutes. */
  async function send(step: Step, token?: string): Promise<Answer> {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const answer = await once(step, token);
      const failed = answer.status === 0 || answer.status >= 500;
      if (!options.retry || !failed || Date.now() > deadline) return answer;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function expectOk(step: Step, token?: string): Promise<Record<string, unknown>> {
    const answer = await send(step, token);
    if (answer.status < 200 || answer.status >= 400)
      throw new Error(
        `${step.name}: ${step.method} ${step.path} answered ${answer.status} ${JSON.stringify(answer.data)}`,
      );
    return (answer.data ?? {}) as Record<string, unknown>;
  }

  /** Register, follow the mailed verification link, log in. */
  async function signUp(mailbox: Mailbox, email: string): Promise<Driver> {
    const password = 'Highway-401';
    await expectOk({
      name: 'register',
      method: 'POST',
      path: apiPaths.register,
      json: { ...JOURNEY_DRIVER, full_name: 'Maya Singh', email, mobile: '4165550123', password },
    });
    const mail = await mailbox.waitFor(email, /Verify your email/, { timeoutMs: 60_000 });
    const link = new URL(linkIn(mail, '/api/auth/verify-email/'));
    await expectOk({ name: 'verify', method: 'GET', path: link.pathname });
    const login = await expectOk({
      name: 'login',
      method: 'POST',
      path: apiPaths.login,
      json: { userid: email, password },
    });
    return { email, password, id: Number(login.id), token: String(login.token) };
  }

  /** Uploads a resume and applies to the position; returns the application id. */
  async function applyWithResume(driver: Driver, jobId: number): Promise<number> {
    const resume = await expectOk(
      { name: 'upload resume', method: 'POST', path: apiPaths.uploadResume, file: 'resume.pdf' },
      driver.token,
    );
    const form = applyForm(jobId, {
      resume_file: String(resume.filename),
      resume_original: String(resume.originalName),
    });
    const applied = await expectOk({ name: 'apply', method: 'POST', path: apiPaths.apply, json: form }, driver.token);
    return Number(applied.application_id);
  }

  /** The onboarding documents: a work permit, a US proof, a training certificate, an award and a FAST card. */
  async function uploadDocuments(driver: Driver): Promise<OnboardingDocuments> {
    const upload = (name: string, path: string) =>
      expectOk({ name, method: 'POST', path, file: `${name}.pdf` }, driver.token);
    await upload('upload work permit', apiPaths.uploadCanadaDoc('work_permit'));
    await upload('upload US proof', apiPaths.uploadUsDoc);
    const training = await upload('upload training', apiPaths.uploadDoc('training'));
    const award = await upload('upload award', apiPaths.uploadDoc('award'));
    await upload('upload FAST card', apiPaths.uploadFastCard);
    return { trainingId: Number(training.doc_id), awardId: Number(award.doc_id) };
  }

  return { send, expectOk, signUp, applyWithResume, uploadDocuments };
}

export interface OnboardingDocuments {
  trainingId: number;
  awardId: number;
}

export interface ReferenceIds {
  education: number;
  region: number;
  equipment: number;
}

/** The first of each reference list, as the dropdowns answer them. */
export async function fetchReferenceIds(baseUrl: string): Promise<ReferenceIds> {
  const first = async (path: string, key: string) => {
    const list = (await (await fetch(`${baseUrl}${path}`)).json()) as Array<Record<string, number>>;
    const id = list[0]?.[key];
    if (id === undefined) throw new Error(`no reference data at ${path}`);
    return id;
  };
  return {
    education: await first(apiPaths.highestEducation, 'he_id'),
    region: await first(apiPaths.regionsTravelled, 'rt_id'),
    equipment: await first(apiPaths.equipmentOperated, 'eo_id'),
  };
}

export const ADDITIONAL_LICENCES = 2;
/** The signature's step name: a retry of it after a lost answer meets the signature it made (409). */
export const SIGN_STEP = 'sign';
export const WORK_HISTORY_ENTRIES = 3;

/** The name every journey's driver signs up with, and signs with. */
export const JOURNEY_DRIVER = { first_name: 'Maya', last_name: 'Singh' } as const;

/**
 * SPEC §7's final calls in their order, with the signature (decision 016) between the work history
 * and the pipeline call, and the entry keys fixed once, so a retried call sends the same entry
 * (decision 007). With `documents`, the answers name them (proof, training, award, FAST card).
 */
export function finalSubmitSteps(
  userId: number,
  applicationId: number,
  refs: ReferenceIds,
  documents?: OnboardingDocuments,
  signer: { first_name: string; last_name: string } = JOURNEY_DRIVER,
): Step[] {
  const form = documents
    ? onboardingForm({
        refer_status: 'Yes',
        refer_by: encodeReferBy({ name: 'Tom Reyes', employeeId: 'E-1042' }),
        dq_legal_right_canada: 'Yes',
        canada_doc_type: 'work_permit',
        dq_legal_right_us: 'Yes',
      })
    : onboardingForm();
  const answers = documents
    ? qualifications(refs, {
        dq_training: 'Yes',
        dq_trainings: [{ type: 'Defensive driving', date: '2021-05-01', doc_id: documents.trainingId }],
        dq_safe_driving_awards: 'Yes',
        dq_awards: [{ type: 'One million safe miles', date: '2022-06-01', doc_id: documents.awardId }],
        dq_fast_card: 'Yes',
        dq_fast_card_no: 'FC123456',
        dq_fast_card_expiry: '2030-01-01',
      })
    : qualifications(refs);
  return [
    { name: 'final 1 onboarding', method: 'PUT', path: apiPaths.onboarding(applicationId), json: form },
    { name: 'final 2 licence', method: 'POST', path: apiPaths.license(userId), json: primaryLicense() },
    ...Array.from({ length: ADDITIONAL_LICENCES }, (_, i) => ({
      name: 'final 3 additional licence',
      method: 'POST' as const,
      path: apiPaths.addLicense(userId),
      json: additionalLicense({ entry_key: randomUUID(), dl_license_no: `AB-${userId}-${i}` }),
    })),
    { name: 'final 4 qualifications', method: 'POST', path: apiPaths.qualifications(userId), json: answers },
    ...Array.from({ length: WORK_HISTORY_ENTRIES }, (_, i) => ({
      name: 'final 5 work history',
      method: 'POST' as const,
      path: apiPaths.workHistory(userId),
      // Back to back up to the current job, so the entries cover the last 10 years (decision 017).
      json: workHistoryEntry({
        entry_key: randomUUID(),
        wh_name: `Carrier ${i}`,
        wh_datefrom: `${2010 + i * 3}-01-01`,
        ...(i === WORK_HISTORY_ENTRIES - 1
          ? { wh_dateto: null, wh_status: 'Yes' as const }
          : { wh_dateto: `${2012 + i * 3}-12-31` }),
      }),
    })),
    { name: SIGN_STEP, method: 'POST', path: apiPaths.sign(applicationId), json: signBody(signer) },
    { name: 'final 6 pipeline', method: 'PUT', path: apiPaths.pipeline(userId), json: { pipeline_status: 3 } },
  ];
}
