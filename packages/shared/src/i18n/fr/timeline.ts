// Toutes les conversations au dossier d'un candidat : les contacts consignés à la main.
import type { Catalogue } from '../catalogue.js';

export const timelineFr = {
  'timeline.channels.call': 'Appel',
  'timeline.channels.voicemail': 'Message vocal',
  'timeline.channels.text': 'Texto',
  'timeline.channels.email': 'Courriel',
  'timeline.outcomes.reached': 'Joint',
  'timeline.outcomes.no_answer': 'Pas de réponse',
  'timeline.outcomes.busy': 'Ligne occupée',
  'timeline.outcomes.wrong_number': 'Mauvais numéro',
  'timeline.outcomes.left_message': 'Message laissé',
  'timeline.outcomes.mailbox_full': 'Boîte vocale pleine',
  'timeline.outcomes.sent': 'Envoyé',
  'timeline.outcomes.replied': 'A répondu',
  'timeline.outcomes.bounced': 'Retourné',
  'timeline.validation.contactRequired': 'Envoyez le contact avec son moyen, son résultat et une note facultative.',
  'timeline.validation.channel':
    'Choisissez comment vous avez joint le camionneur\u00a0: appel, message vocal, texto ou courriel.',
  'timeline.validation.outcome': 'Choisissez le résultat du contact dans la liste.',
  'timeline.validation.noteTooLong': 'Une note compte au plus {max}\u00a0caractères.',
  'timeline.validation.badCursor':
    'Cette page de l’historique n’est pas une page fournie par le portail. Ouvrez l’historique de nouveau.',
  'timeline.validation.badLimit': 'Demandez de 1 à 200 entrées de l’historique à la fois.',
  'timeline.validation.badKinds': 'Choisissez les types d’entrées à afficher dans la liste.',
} satisfies Catalogue;
