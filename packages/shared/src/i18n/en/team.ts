// The team's permissions and roles (issue 43).
import type { Catalogue } from '../catalogue.js';

/** English, the source of the catalogues, by id in ICU MessageFormat. */
export const teamEn = {
  // The one fixed list of permissions.
  'team.permissions.positions': 'Positions',
  'team.permissions.applicantsRead': 'See applicants',
  'team.permissions.applicantsAct': 'Act on applicants',
  'team.permissions.investigations': 'Investigation file and drug-and-alcohol data',
  'team.permissions.hiring': 'Hiring and Clearinghouse',
  'team.permissions.privacy': 'Privacy registers',
  'team.permissions.team': 'Team and roles',
  'team.permissions.reports': 'Reports',
  'team.permissions.settings': 'Settings',
  // The roles the portal ships.
  'team.presets.administrator': 'Administrator',
  'team.presets.recruitingManager': 'Recruiting manager',
  'team.presets.recruiter': 'Recruiter',
  'team.presets.processor': 'Processor',
  'team.presets.compliance': 'Compliance',
  // A role as sent.
  'team.validation.roleRequired': 'Send the role as its name and its list of permissions.',
  'team.validation.nameRequired': 'Please enter the role’s name.',
  'team.validation.nameTooLong': 'A role’s name can be at most {max} characters.',
  'team.validation.permissionsList': 'Choose the role’s permissions from the list.',
  'team.validation.badPermission': 'Choose the role’s permissions from the list.',
  'team.validation.limits': 'Choose the positions and provinces from the lists.',
  // The server's answers.
  'team.api.permissionMissing': 'Your role does not give you this permission: {permission}.',
  'team.api.nameTaken': 'Another role already has this name. Choose a different one.',
  'team.api.presetLocked': 'A preset role cannot be changed. Create a role with the permissions you need instead.',
  'team.api.presetKept': 'A preset role cannot be deleted.',
  'team.api.roleDeleted': 'Role deleted.',
  'team.api.inUse':
    '{count, plural, one {# member has} other {# members have}} this role. Give them another role before deleting it.',
  'team.api.limitsOfYourOwn':
    'Your own applicants are limited to some positions or provinces, so you cannot change what a member sees.',
  'team.api.beyondOwnPermissions':
    'You can only give a role permissions your own role gives you: {permissions} {count, plural, one {is} other {are}} not yours.',
  // Members: invitations, deactivation.
  'team.validation.invitationRequired': 'Send the invitation as an email address and a role.',
  'team.validation.roleId': 'Choose a role from the list.',
  'team.validation.activeFlag': 'Send whether the member is active, as true or false.',
  'team.api.roleNotFound': 'This role does not exist any more. Choose a role from the list.',
  'team.api.invitationAccountExists':
    'An account already uses this address. To bring it into the team, make it an administrator on the Accounts page.',
  'team.api.invitationPending': 'An invitation to this address is already waiting. Resend it instead.',
  'team.api.invitationNotPending': 'This invitation was already accepted or revoked.',
  'team.api.invitationRevoked': 'Invitation revoked. Its link no longer works.',
  'team.api.invitationLinkUnknown':
    'This invitation link is not valid. Check that you opened the whole link from the email, or ask for a new invitation.',
  'team.api.invitationLinkUsed': 'This invitation has already been accepted. Sign in with your email and password.',
  'team.api.invitationLinkRevoked':
    'This invitation was withdrawn, or a newer one replaced it. Use the link in the latest email, or ask for a new invitation.',
  'team.api.invitationLinkExpired': 'This invitation has expired. Ask the person who invited you to send it again.',
  'team.api.roleHasInvitations':
    '{count, plural, one {# waiting invitation gives} other {# waiting invitations give}} this role. Revoke {count, plural, one {it} other {them}} before deleting the role.',
  'team.api.deactivateSelf': 'You cannot deactivate your own account.',
  'team.api.deactivateOwner': 'The portal’s main administrator (ADMIN_EMAIL) cannot be deactivated.',
  'team.api.notMember': 'Only members of the team can be deactivated or reactivated.',
  // The page an invitation's link opens.
  'team.accept.title': 'Join the team',
  'team.accept.introWithRole':
    'This invitation gives you the role “{role}”, for the address {email}. Enter your name and choose a password of at least 8 characters.',
  'team.accept.intro':
    'This invitation is for the address {email}. Enter your name and choose a password of at least 8 characters.',
  'team.accept.submit': 'Create my account and sign in',
  'team.accept.failed': 'Your account could not be created. Please try again.',
  'team.accept.signIn': 'Go to the sign-in page',
} satisfies Catalogue;
