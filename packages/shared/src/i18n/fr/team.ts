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
} satisfies Catalogue;
