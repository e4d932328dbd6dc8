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
} satisfies Catalogue;
