import type { Catalogue } from '../catalogue-en.js';

/** French for the texts of `messages/careers.ts`. */
export const careersFr: Catalogue = {
  'upload.tooLarge': 'Le fichier dépasse 10 Mo.',
  'upload.fileRequired': 'Veuillez choisir un fichier à téléverser.',
  'upload.malformed': 'Le fichier n’est pas arrivé au complet. Veuillez le choisir de nouveau.',
  'upload.idempotencyKeyReused':
    'Cette clé Idempotency-Key a déjà servi pour un autre téléversement; envoyez une nouvelle clé.',
  'fields.firstName': 'Prénom',
  'fields.middleName': 'Second prénom',
  'fields.lastName': 'Nom de famille',
  'fields.email': 'Courriel',
  'fields.mobile': 'Cellulaire',
  'fields.homePhone': 'Téléphone à la maison',
  'fields.gender': 'Genre',
  'fields.genderPlaceholder': 'Choisir…',
  'fields.dob': 'Date de naissance',
  'fields.address1': 'Adresse, ligne 1',
  'fields.address2': 'Adresse, ligne 2',
  'fields.city': 'Ville',
  'fields.province': 'Province',
  'fields.country': 'Pays',
  'fields.postalCode': 'Code postal',
  'fields.password': 'Mot de passe',
  'fields.confirmPassword': 'Confirmer le mot de passe',
  'fields.newPassword': 'Nouveau mot de passe',
  'fields.confirmNewPassword': 'Confirmer le nouveau mot de passe',
  'fields.showPassword': 'Afficher le mot de passe',
  'fields.required': 'Ce champ est obligatoire.',
  'fields.invalidEmail': 'Veuillez entrer une adresse courriel valide.',
};
