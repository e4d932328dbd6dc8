// Les permissions et les rôles de l'équipe. Les rôles livrés sont nommés par leur fonction, un nom épicène.
import type { Catalogue } from '../catalogue.js';

export const teamFr = {
  'team.permissions.positions': 'Postes',
  'team.permissions.applicantsRead': 'Voir les candidats',
  'team.permissions.applicantsAct': 'Agir sur les candidats',
  'team.permissions.investigations': 'Dossier d’enquête et données sur les drogues et l’alcool',
  'team.permissions.hiring': 'Embauche et Clearinghouse',
  'team.permissions.privacy': 'Registres de confidentialité',
  'team.permissions.team': 'Équipe et rôles',
  'team.permissions.reports': 'Rapports',
  'team.permissions.settings': 'Paramètres',
  'team.presets.administrator': 'Administration',
  'team.presets.recruitingManager': 'Gestion du recrutement',
  'team.presets.recruiter': 'Recrutement',
  'team.presets.processor': 'Traitement des dossiers',
  'team.presets.compliance': 'Conformité',
  'team.validation.roleRequired': 'Envoyez le rôle avec son nom et sa liste de permissions.',
  'team.validation.nameRequired': 'Veuillez saisir le nom du rôle.',
  'team.validation.nameTooLong': 'Le nom d’un rôle compte au plus {max}\u00a0caractères.',
  'team.validation.permissionsList': 'Choisissez les permissions du rôle dans la liste.',
  'team.validation.badPermission': 'Choisissez les permissions du rôle dans la liste.',
  'team.validation.limits': 'Choisissez les postes et les provinces dans les listes.',
  'team.api.permissionMissing': 'Votre rôle ne vous donne pas cette permission\u00a0: {permission}.',
  'team.api.nameTaken': 'Un autre rôle porte déjà ce nom. Choisissez-en un autre.',
  'team.api.presetLocked':
    'Un rôle prédéfini ne peut pas être modifié. Créez plutôt un rôle avec les permissions dont vous avez besoin.',
  'team.api.presetKept': 'Un rôle prédéfini ne peut pas être supprimé.',
  'team.api.roleDeleted': 'Rôle supprimé.',
  'team.api.inUse':
    '{count, plural, one {# membre a} other {# membres ont}} ce rôle. Donnez-leur un autre rôle avant de le supprimer.',
  'team.api.limitsOfYourOwn':
    'Vos propres candidats sont limités à certains postes ou provinces\u00a0: vous ne pouvez pas changer ce que voit un membre.',
  'team.api.beyondOwnPermissions':
    'Vous ne pouvez donner à un rôle que les permissions que votre propre rôle vous donne\u00a0: {permissions} {count, plural, one {ne vous appartient pas} other {ne vous appartiennent pas}}.',
  'team.validation.invitationRequired': 'Envoyez l’invitation avec une adresse courriel et un rôle.',
  'team.validation.roleId': 'Choisissez un rôle dans la liste.',
  'team.validation.activeFlag': 'Indiquez si le membre est actif, par true ou false.',
  'team.api.roleNotFound': 'Ce rôle n’existe plus. Choisissez un rôle dans la liste.',
  'team.api.invitationAccountExists':
    'Un compte utilise déjà cette adresse. Pour l’ajouter à l’équipe, faites-en un administrateur dans la page Comptes.',
  'team.api.invitationPending': 'Une invitation à cette adresse attend déjà. Renvoyez-la plutôt.',
  'team.api.invitationNotPending': 'Cette invitation a déjà été acceptée ou révoquée.',
  'team.api.invitationRevoked': 'Invitation révoquée. Son lien ne fonctionne plus.',
  'team.api.invitationLinkUnknown':
    'Ce lien d’invitation n’est pas valide. Vérifiez que vous avez ouvert le lien complet du courriel, ou demandez une nouvelle invitation.',
  'team.api.invitationLinkUsed':
    'Cette invitation a déjà été acceptée. Connectez-vous avec votre courriel et votre mot de passe.',
  'team.api.invitationLinkRevoked':
    'Cette invitation a été retirée, ou une plus récente l’a remplacée. Utilisez le lien du dernier courriel, ou demandez une nouvelle invitation.',
  'team.api.invitationLinkExpired':
    'Cette invitation a expiré. Demandez à la personne qui vous a invité de vous l’envoyer de nouveau.',
  'team.api.roleHasInvitations':
    '{count, plural, one {# invitation en attente donne} other {# invitations en attente donnent}} ce rôle. {count, plural, one {Révoquez-la} other {Révoquez-les}} avant de supprimer le rôle.',
  'team.api.deactivateSelf': 'Vous ne pouvez pas désactiver votre propre compte.',
  'team.api.deactivateOwner': 'L’administrateur principal du portail (ADMIN_EMAIL) ne peut pas être désactivé.',
  'team.api.notMember': 'Seuls les membres de l’équipe peuvent être désactivés ou réactivés.',
  'team.accept.title': 'Rejoindre l’équipe',
  'team.accept.introWithRole':
    'Cette invitation vous donne le rôle «\u00a0{role}\u00a0», pour l’adresse {email}. Entrez votre nom et choisissez un mot de passe d’au moins 8\u00a0caractères.',
  'team.accept.intro':
    'Cette invitation est pour l’adresse {email}. Entrez votre nom et choisissez un mot de passe d’au moins 8\u00a0caractères.',
  'team.accept.submit': 'Créer mon compte et me connecter',
  'team.accept.failed': 'Votre compte n’a pas pu être créé. Veuillez réessayer.',
  'team.accept.signIn': 'Aller à la page de connexion',
} satisfies Catalogue;
