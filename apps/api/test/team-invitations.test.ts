import {
  type AdminAuditList,
  apiPaths,
  inEnglish,
  type LoginResponse,
  type MessageId,
  type TeamInvitation,
  type TeamInvitationList,
  type TeamMemberList,
} from '@roadhire/shared';
import { linkIn } from '@roadhire/testing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRole, presetRoleId } from '../src/data/roles-repository.js';
import { teamInvitations, users, userTokens } from '../src/db/schema.js';
import { hashToken } from '../src/lib/tokens.js';
import { createAdmin } from './helpers/admin-applicants.js';
import { bearer, createCandidate, uniqueEmail } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

// Joining the team (issue 43, decision 033): an invitation by email with a single-use link that
// expires, resent or revoked, accepted with a name and a password.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createAdmin>>;
let recruiterRole: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  recruiterRole = (await presetRoleId(t.database.db, 'recruiter')) ?? 0;
});
afterAll(async () => t.close());

type Caller = { token: string };
const call = (
  caller: Caller | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  lang?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { ...(caller ? bearer(caller.token) : {}), ...(lang ? { 'accept-language': lang } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const said = (id: MessageId, values?: Record<string, unknown>) => inEnglish.t(id, values as never);

async function invite(body: Record<string, unknown>, caller: Caller = admin) {
  const since = t.mailbox.messages.length;
  const res = await call(caller, 'POST', apiPaths.adminTeamInvitations, body);
  return { res, since };
}

/** The token of the latest invitation mail to `email` since `since`. */
async function mailedToken(email: string, since: number): Promise<string> {
  const mail = await t.mailbox.waitFor(email, /recruiting team$|équipe de recrutement/, { since });
  const url = new URL(linkIn(mail, '/team/accept/'));
  expect(url.origin).toBe('http://portal.test');
  return decodeURIComponent(url.pathname.slice('/team/accept/'.length));
}

const accept = (
  token: string,
  body: object = { first_name: 'Rita', last_name: 'Recruiter', password: 'Joined-2026' },
) => call(undefined, 'POST', apiPaths.teamInvitationAccept(token), body);

describe('inviting a member', () => {
  it('answers 201, mails a single-use link, and the accepted link signs in an administrator of the role', async () => {
    const email = uniqueEmail('invited');
    const { res, since } = await invite({ email, role_id: recruiterRole, limits: { provinces: ['Ontario'] } });
    expect(res.statusCode).toBe(201);
    const invitation = res.json() as TeamInvitation;
    expect(invitation).toMatchObject({
      email,
      role_id: recruiterRole,
      expired: false,
      limits: { provinces: ['Ontario'] },
    });
    const token = await mailedToken(email, since);
    // Only the hash is kept, as every link's.
    const [stored] = await t.database.db
      .select()
      .from(userTokens)
      .where(eq(userTokens.token_hash, hashToken(token)));
    expect(stored).toMatchObject({ purpose: 'team_invite', invitation_id: invitation.id, user_id: null });

    const preview = await call(undefined, 'GET', apiPaths.teamInvitation(token));
    expect(preview.json()).toEqual({ email, role: 'Recruiter' });

    const accepted = await accept(token);
    expect(accepted.statusCode).toBe(200);
    const login = accepted.json() as LoginResponse;
    expect(login).toMatchObject({ role: 1, language: 'en' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, login.id));
    expect(account).toMatchObject({ email, role: 1, role_id: recruiterRole, first_name: 'Rita' });
    expect(account?.email_verified_at).not.toBeNull();
    // The answer's token works: a recruiter reads applicants, and is refused the team.
    expect((await call(login, 'GET', apiPaths.adminApplications)).statusCode).toBe(200);
    expect((await call(login, 'GET', apiPaths.adminTeamMembers)).statusCode).toBe(403);
    // The invitation's limits are the member's (decision 033).
    const [row] = await t.database.db.select().from(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    expect(row).toMatchObject({ accepted_user_id: login.id, limits: { provinces: ['Ontario'] } });
    const limits = await call(admin, 'GET', apiPaths.adminMemberLimits(login.id));
    expect(limits.json()).toEqual({ position_ids: [], provinces: ['Ontario'] });

    // Single use: the same link again is told it was accepted.
    const again = await accept(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe(said('team.api.invitationLinkUsed'));
    // And the new member signs in with the password they chose.
    const signIn = await call(undefined, 'POST', apiPaths.login, { userid: email, password: 'Joined-2026' });
    expect(signIn.statusCode).toBe(200);
    const members = (await call(admin, 'GET', apiPaths.adminTeamMembers)).json() as TeamMemberList;
    expect(members.items.find((member) => member.id === login.id)?.last_sign_in_at).not.toBeNull();
  });

  it('mails in the language the inviter chose, and the account speaks it', async () => {
    const email = uniqueEmail('invitee-fr');
    const { res, since } = await invite({ email, role_id: recruiterRole, language: 'fr' });
    expect(res.statusCode).toBe(201);
    const mail = await t.mailbox.waitFor(email, /^Rejoignez l’équipe de recrutement de Test Carrier$/, { since });
    expect(mail.text).toContain('avec le rôle «\u00a0Recrutement\u00a0»');
    const token = await mailedToken(email, since);
    const accepted = await accept(token);
    expect((accepted.json() as LoginResponse).language).toBe('fr');
  });

  it('refuses an address that has an account, and a second invitation to one waiting (409)', async () => {
    const driver = await createCandidate(t);
    const taken = await invite({ email: driver.email, role_id: recruiterRole });
    expect(taken.res.statusCode).toBe(409);
    expect(taken.res.json().message).toBe(said('team.api.invitationAccountExists'));

    const email = uniqueEmail('twice');
    expect((await invite({ email, role_id: recruiterRole })).res.statusCode).toBe(201);
    const second = await invite({ email: email.toUpperCase(), role_id: recruiterRole });
    expect(second.res.statusCode).toBe(409);
    expect(second.res.json().message).toBe(said('team.api.invitationPending'));
  });

  it('refuses a role that does not exist, and bad input, with a 4xx message', async () => {
    const unknown = await invite({ email: uniqueEmail('norole'), role_id: 999_999 });
    expect(unknown.res.statusCode).toBe(400);
    expect(unknown.res.json().message).toBe(said('team.api.roleNotFound'));
    for (const body of [{}, { email: 'nope', role_id: recruiterRole }, { email: uniqueEmail('x'), role_id: 'a' }]) {
      const res = await call(admin, 'POST', apiPaths.adminTeamInvitations, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('message');
    }
    const badLimits = await invite({
      email: uniqueEmail('limits'),
      role_id: recruiterRole,
      limits: { position_ids: [0] },
    });
    expect(badLimits.res.statusCode).toBe(400);
    expect(badLimits.res.json().message).toBe(said('team.validation.limits'));
    const unknownPosition = await invite({
      email: uniqueEmail('limits'),
      role_id: recruiterRole,
      limits: { position_ids: [999_999] },
    });
    expect(unknownPosition.res.statusCode).toBe(400);
    expect(unknownPosition.res.json().message).toBe(said('team.validation.limits'));
  });

  it('asks the same password rules as registration', async () => {
    const email = uniqueEmail('short-pass');
    const { since } = await invite({ email, role_id: recruiterRole });
    const token = await mailedToken(email, since);
    const short = await accept(token, { first_name: 'A', last_name: 'B', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(said('register.passwordTooShort'));
    // Refused input leaves the link usable.
    expect((await accept(token)).statusCode).toBe(200);
  });
});

describe('a link that no longer works', () => {
  it('is told apart when it expired, and a resend gives a new link and kills the old one', async () => {
    const email = uniqueEmail('expired');
    const { res, since } = await invite({ email, role_id: recruiterRole });
    const invitation = res.json() as TeamInvitation;
    const token = await mailedToken(email, since);
    await t.database.db
      .update(userTokens)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(userTokens.token_hash, hashToken(token)));
    const expired = await accept(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(said('team.api.invitationLinkExpired'));
    const listRes = await call(admin, 'GET', apiPaths.adminTeamInvitations);
    const listed = listRes.json() as TeamInvitationList;
    expect(listed.items.find((item) => item.id === invitation.id)?.expired).toBe(true);

    const resendSince = t.mailbox.messages.length;
    const resent = await call(admin, 'POST', apiPaths.adminTeamInvitationResend(invitation.id));
    expect(resent.statusCode).toBe(200);
    expect((resent.json() as TeamInvitation).expired).toBe(false);
    const fresh = await mailedToken(email, resendSince);
    expect(fresh).not.toBe(token);
    expect((await accept(token)).statusCode).toBe(410);
    expect((await accept(fresh)).statusCode).toBe(200);
  });

  it('is dead once resent, with a message that says it was replaced, in the caller’s language', async () => {
    const email = uniqueEmail('resent');
    const { res, since } = await invite({ email, role_id: recruiterRole });
    const old = await mailedToken(email, since);
    await call(admin, 'POST', apiPaths.adminTeamInvitationResend((res.json() as TeamInvitation).id));
    const refused = await call(
      undefined,
      'POST',
      apiPaths.teamInvitationAccept(old),
      { first_name: 'A', last_name: 'B', password: 'Joined-2026' },
      'fr-CA',
    );
    expect(refused.statusCode).toBe(410);
    expect(refused.json().messageId).toBe('team.api.invitationLinkRevoked');
    expect(refused.json().message).toMatch(/^Cette invitation a été retirée/);
  });

  it('is dead once revoked; the invitation leaves the list and cannot be revoked twice', async () => {
    const email = uniqueEmail('revoked');
    const { res, since } = await invite({ email, role_id: recruiterRole });
    const invitation = res.json() as TeamInvitation;
    const token = await mailedToken(email, since);
    const revoked = await call(admin, 'POST', apiPaths.adminTeamInvitationRevoke(invitation.id));
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().message).toBe(said('team.api.invitationRevoked'));
    const refused = await accept(token);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe(said('team.api.invitationLinkRevoked'));
    const listed = (await call(admin, 'GET', apiPaths.adminTeamInvitations)).json() as TeamInvitationList;
    expect(listed.items.map((item) => item.id)).not.toContain(invitation.id);
    expect((await call(admin, 'POST', apiPaths.adminTeamInvitationRevoke(invitation.id))).statusCode).toBe(409);
    expect((await call(admin, 'POST', apiPaths.adminTeamInvitationResend(invitation.id))).statusCode).toBe(409);
    // A new invitation to the address may follow.
    expect((await invite({ email, role_id: recruiterRole })).res.statusCode).toBe(201);
  });

  it('is unknown: 404; malformed: 400', async () => {
    const unknown = await accept('A'.repeat(43));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(said('team.api.invitationLinkUnknown'));
    expect((await accept('short')).statusCode).toBe(400);
  });
});

describe('the rules around invitations', () => {
  it('keep a role someone is invited to from deletion', async () => {
    const role = await insertRole(t.database.db, { name: `Sourcer ${Date.now()}`, permissions: ['applicants.read'] });
    const { res } = await invite({ email: uniqueEmail('sourcer'), role_id: role.id });
    const deleted = await call(admin, 'DELETE', apiPaths.adminRole(role.id));
    expect(deleted.statusCode).toBe(409);
    expect(deleted.json().message).toBe(said('team.api.roleHasInvitations', { count: 1 }));
    await call(admin, 'POST', apiPaths.adminTeamInvitationRevoke((res.json() as TeamInvitation).id));
    expect((await call(admin, 'DELETE', apiPaths.adminRole(role.id))).statusCode).toBe(200);
  });

  it('are the team permission’s: a member without it is refused 403 on every route', async () => {
    const recruiter = await createAdmin(t, { role: recruiterRole });
    const refused = [
      await call(recruiter, 'GET', apiPaths.adminTeamMembers),
      await call(recruiter, 'GET', apiPaths.adminTeamInvitations),
      await call(recruiter, 'POST', apiPaths.adminTeamInvitations, { email: uniqueEmail('x'), role_id: recruiterRole }),
      await call(recruiter, 'POST', apiPaths.adminTeamInvitationResend(1)),
      await call(recruiter, 'POST', apiPaths.adminTeamInvitationRevoke(1)),
      await call(recruiter, 'PUT', apiPaths.adminUserActive(admin.id), { active: false }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().messageId).toBe('team.api.permissionMissing');
    }
  });

  it('are each audited', async () => {
    const email = uniqueEmail('audited');
    const { res, since } = await invite({ email, role_id: recruiterRole });
    const id = (res.json() as TeamInvitation).id;
    await call(admin, 'POST', apiPaths.adminTeamInvitationResend(id));
    const token = await mailedToken(email, since + 1);
    const member = (await accept(token)).json() as LoginResponse;
    const other = (await invite({ email: uniqueEmail('audited-revoke'), role_id: recruiterRole })).res.json();
    await call(admin, 'POST', apiPaths.adminTeamInvitationRevoke(other.id));
    const entries = (await call(admin, 'GET', `${apiPaths.adminAudit}?page_size=100`)).json() as AdminAuditList;
    const mine = entries.items.filter(
      (entry) => entry.target_type === 'invitation' && (entry.target_id === id || entry.target_id === other.id),
    );
    expect(mine.map((entry) => entry.action).sort()).toEqual(
      [
        'team.invitation_accept',
        'team.invitation_resend',
        'team.invitation_revoke',
        'team.invite',
        'team.invite',
      ].sort(),
    );
    expect(mine.find((entry) => entry.action === 'team.invitation_accept')?.actor_id).toBe(member.id);
  });
});
