import { expect, type Page } from '@playwright/test';
import { apiPaths } from '@roadhire/shared';
import type { Examples, OpenPosition, Visitor } from './accessibility-pages.js';
import { apiLogin, signInThroughApi, uniqueEmail, verifiedCandidate } from './accounts.js';
import { ADMIN } from './environment.js';
import { mailedLink } from './mail.js';
import { applicationOnStep } from './onboarding-quick.js';
import { submittedDriver } from './submitted.js';

/** The step the driver mid-application is on: the last, with every answer before it given. */
const APPLYING_STEP = 9;

/** A value made once, when first asked for. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const tokenOf = (link: string) => new URL(link).pathname.split('/').pop() as string;

/**
 * The examples the sweep's parameterised pages need, each made through the API the first time a
 * page asks: a submitted application whose current employer awaits the driver's release, that
 * employer's link once the release is signed, a team invitation's link.
 */
export function sweepExamples(page: Page): Examples & { signInAs(who: Visitor): Promise<void> } {
  const { request } = page;
  const positions = once(async () => {
    const answer = await request.get(apiPaths.openPositions);
    expect(answer.status()).toBe(200);
    return (await answer.json()) as OpenPosition[];
  });
  const employerEmail = uniqueEmail('employer');
  const submitted = once(async () => {
    const driver = await verifiedCandidate(request);
    const applicationId = await submittedDriver(driver.email, driver.password, (entry) =>
      // A current employer under DOT rules, so the driver's checks page has a release to sign.
      entry.wh_status === 'Yes' ? { ...entry, wh_safety_sensitive: 'Yes', wh_email: employerEmail } : entry,
    );
    return { ...driver, applicationId };
  });
  const bearer = async (email: string, password: string) => ({
    Authorization: `Bearer ${(await apiLogin(request, email, password)).token}`,
  });
  // Signs `page` in as this driver, who applied through the API.
  const applying = once(async () => (await applicationOnStep(page, request, APPLYING_STEP)).applicationId);
  const signInAs = async (who: Visitor) => {
    // A visitor is the fresh page each test starts with.
    if (who === 'visitor') return;
    if (who === 'driver') {
      const driver = await verifiedCandidate(request);
      await signInThroughApi(page, driver.email, driver.password);
    } else if (who === 'applying') {
      await applying();
    } else if (who === 'submitted') {
      const driver = await submitted();
      await signInThroughApi(page, driver.email, driver.password);
    } else {
      await signInThroughApi(page, ADMIN.email, ADMIN.password);
    }
  };
  return {
    signInAs,
    job: async () => {
      const [first] = await positions();
      if (!first) throw new Error('the demo positions are missing');
      return first;
    },
    frenchJob: async () => {
      const position = (await positions()).find(
        (open) => open.p_position_title_fr?.trim() && open.p_landing_page_desc_fr?.trim(),
      );
      if (!position?.p_position_title_fr) throw new Error('no demo position has a French page');
      return { ...position, p_position_title_fr: position.p_position_title_fr };
    },
    anotherJobId: async () => {
      const another = (await positions())[1];
      if (!another) throw new Error('the demo positions are fewer than two');
      return another.p_id;
    },
    applyingId: applying,
    submittedId: async () => (await submitted()).applicationId,
    employerToken: once(async () => {
      const driver = await submitted();
      const headers = await bearer(driver.email, driver.password);
      const list = await request.get(apiPaths.candidateVerifications, { headers });
      expect(list.status()).toBe(200);
      const { verifications } = (await list.json()) as { verifications: { id: number; status: string }[] };
      const awaiting = verifications.find((check) => check.status === 'awaiting_release');
      if (!awaiting) throw new Error('the submitted driver has no release to sign');
      const signed = await request.post(apiPaths.candidateVerificationRelease(awaiting.id), {
        headers,
        data: { typed_name: 'Maya Singh', certify: true },
      });
      expect(signed.status()).toBe(200);
      return tokenOf(await mailedLink(employerEmail, /./, '/employer-response/'));
    }),
    invitationToken: once(async () => {
      const headers = await bearer(ADMIN.email, ADMIN.password);
      const roles = await request.get(apiPaths.adminRoles, { headers });
      expect(roles.status()).toBe(200);
      const [role] = ((await roles.json()) as { items: { id: number }[] }).items;
      if (!role) throw new Error('the team has no role');
      const email = uniqueEmail('member');
      const invited = await request.post(apiPaths.adminTeamInvitations, { headers, data: { email, role_id: role.id } });
      expect(invited.status()).toBe(201);
      return tokenOf(await mailedLink(email, /./, '/team/accept/'));
    }),
  };
}
