import type { LandingPageSell, VisibleInfo } from '@roadhire/shared';
import { sanitizePositionHtml } from '@roadhire/shared';
import type { NewPosition } from '../../data/positions-repository.js';

/** Every optional card line on (SPEC §3 p_visible_info). */
export const ALL_CARD_LINES: VisibleInfo = {
  openings: true,
  work_type: true,
  closing_date: true,
  dangerous_goods: true,
  license_classes: true,
  license_conditions: true,
  route: true,
};

interface Demo {
  title: string;
  number: string;
  city: string;
  province: string;
  type: string;
  unit: string;
  openings: number;
  closesInDays: number | null;
  dangerousGoods: boolean;
  route: string;
  sell: LandingPageSell;
  hide?: Array<keyof VisibleInfo>;
  pay: string;
  home: string;
  duties: string[];
  needs: string[];
  /** The French version, published with the English one (Charter s. 41; decision 032). */
  fr: FrenchDemo;
  /** Charter s. 46: the other language the job requires and why, in English then in French. */
  language?: { requirement: string; reason: string; requirementFr: string; reasonFr: string };
}

/** A demo's French texts; the city keeps its name and the province is named by the page. */
interface FrenchDemo {
  title: string;
  type: string;
  route: string;
  sell: LandingPageSell;
  pay: string;
  home: string;
  duties: string[];
  needs: string[];
}

const describe = (demo: Demo) =>
  sanitizePositionHtml(`
<p><strong>${demo.title}</strong> based out of ${demo.city}, ${demo.province}. ${demo.route}</p>
<h3>What we offer</h3>
<ul>
  <li>${demo.pay}</li>
  <li>${demo.home}</li>
  <li>Late-model tractors (2023 or newer) with automatic transmissions, APUs and inverters</li>
  <li>Group health, dental and vision from day one; RRSP matching after 90 days</li>
  <li>Safety and performance bonuses paid quarterly, plus vacation pay</li>
</ul>
<h3>What you will do</h3>
<ul>${demo.duties.map((duty) => `<li>${duty}</li>`).join('')}</ul>
<h3>What you need</h3>
<ul>${demo.needs.map((need) => `<li>${need}</li>`).join('')}</ul>
<p>Questions? Call our recruiting team or apply in minutes from your phone.</p>`);

// French per the team's notes: a non-breaking space before ":", "nº", epicene or doubled job titles.
const describeFr = (demo: Demo) =>
  sanitizePositionHtml(`
<p><strong>${demo.fr.title}</strong>, au départ de ${demo.city}. ${demo.fr.route}</p>
<h3>Ce que nous offrons</h3>
<ul>
  <li>${demo.fr.pay}</li>
  <li>${demo.fr.home}</li>
  <li>Tracteurs récents (2023 ou plus) à transmission automatique, avec groupe auxiliaire et onduleur</li>
  <li>Assurances collectives santé, dentaire et vue dès le premier jour; cotisation REER de l’employeur après 90 jours</li>
  <li>Primes de sécurité et de rendement versées chaque trimestre, en plus de l’indemnité de vacances</li>
</ul>
<h3>Ce que vous ferez</h3>
<ul>${demo.fr.duties.map((duty) => `<li>${duty}</li>`).join('')}</ul>
<h3>Ce qu’il vous faut</h3>
<ul>${demo.fr.needs.map((need) => `<li>${need}</li>`).join('')}</ul>
<p>Des questions? Appelez notre équipe de recrutement ou postulez en quelques minutes depuis votre téléphone.</p>`);

const AIR_BRAKES = 'Air brake endorsement; no restrictions';
const AIR_BRAKES_FR = 'Mention freins pneumatiques; aucune restriction';
const FULL_TIME_FR = 'Temps plein';

const demos: Demo[] = [
  {
    title: 'Long Haul Company Driver — Canada/US',
    number: 'LH-ON-101',
    city: 'Mississauga',
    province: 'Ontario',
    type: 'Full-time',
    unit: 'Long Haul',
    openings: 6,
    closesInDays: 45,
    dangerousGoods: false,
    route: 'Dry van lanes between Ontario and the US Midwest and Southeast.',
    sell: {
      position_type: 'Long haul',
      driver_type: 'Company driver',
      license_class: 'AZ',
      license_conditions: AIR_BRAKES,
    },
    pay: '$0.68 to $0.74 per mile, all miles paid, plus border-crossing pay',
    home: 'Out 10 to 12 days, home 3 to 4',
    duties: [
      'Run 2,800 to 3,200 miles a week on no-touch freight',
      'Keep electronic logs and complete pre-trip inspections',
    ],
    needs: [
      'AZ licence with 1 year of verifiable tractor-trailer experience',
      'Valid passport or FAST card to cross the border',
      'Clean abstract and CVOR',
    ],
    fr: {
      title: 'Camionneur ou camionneuse longue distance — Canada/États-Unis',
      type: FULL_TIME_FR,
      route: 'Trajets en fourgon sec entre l’Ontario et le Midwest et le Sud-Est américains.',
      sell: {
        position_type: 'Longue distance',
        driver_type: 'Salarié ou salariée',
        license_class: 'AZ',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '0,68 $ à 0,74 $ le mille, tous les milles payés, plus une prime de passage à la frontière',
      home: 'Sur la route de 10 à 12 jours, à la maison de 3 à 4 jours',
      duties: [
        'Parcourir de 2 800 à 3 200 milles par semaine, sans manutention',
        'Tenir un registre électronique et faire les inspections avant départ',
      ],
      needs: [
        'Permis AZ et un an d’expérience vérifiable en tracteur semi-remorque',
        'Passeport ou carte EXPRES valide pour passer la frontière',
        'Dossier de conduite et CVOR sans tache',
      ],
    },
  },
  {
    title: 'Regional Flatbed Driver',
    number: 'FB-AB-214',
    city: 'Calgary',
    province: 'Alberta',
    type: 'Full-time',
    unit: 'Flatbed',
    openings: 3,
    closesInDays: 30,
    dangerousGoods: false,
    route: 'Steel, lumber and oilfield equipment across Alberta, Saskatchewan and British Columbia.',
    sell: {
      position_type: 'Regional',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: AIR_BRAKES,
    },
    pay: '$34 per hour, paid hourly including tarping and securement time',
    home: 'Home most nights and every weekend',
    duties: [
      'Secure loads with chains, straps and tarps to NSC Standard 10',
      'Mountain driving through the Rogers and Crowsnest passes',
    ],
    needs: [
      'Class 1 with 1 year of flatbed or deck experience',
      'Load securement knowledge',
      'Able to climb on and off the deck safely',
    ],
    fr: {
      title: 'Camionneur ou camionneuse plateau — régional',
      type: FULL_TIME_FR,
      route: 'Acier, bois d’œuvre et équipement pétrolier en Alberta, en Saskatchewan et en Colombie-Britannique.',
      sell: {
        position_type: 'Régional',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '34 $ l’heure, bâchage et arrimage compris',
      home: 'À la maison presque tous les soirs et chaque fin de semaine',
      duties: [
        'Arrimer les charges avec chaînes, sangles et bâches selon la norme 10 du CCS',
        'Conduire en montagne par les cols Rogers et Crowsnest',
      ],
      needs: [
        'Classe 1 et un an d’expérience sur plateau',
        'Connaissance de l’arrimage des charges',
        'Capacité de monter sur le plateau et d’en descendre en sécurité',
      ],
    },
  },
  {
    title: 'Reefer Team Driver — Coast to Coast',
    number: 'TM-BC-305',
    city: 'Surrey',
    province: 'British Columbia',
    type: 'Full-time',
    unit: 'Team',
    openings: 4,
    closesInDays: 60,
    dangerousGoods: false,
    route: 'Temperature-controlled food freight from the Lower Mainland to Ontario, Quebec and California.',
    sell: {
      position_type: 'Team',
      driver_type: 'Company team',
      license_class: 'Class 1',
      license_conditions: AIR_BRAKES,
    },
    pay: '$0.80 per mile split, about 5,500 team miles a week',
    home: 'Out 14 days, home 5',
    duties: ['Monitor and record reefer temperatures', 'Share driving with your partner on a 5,000-mile trip'],
    needs: [
      'Class 1 and 1 year of experience each',
      'Passport or FAST card',
      'Able to work well with a co-driver (we can match you)',
    ],
    fr: {
      title: 'Équipe de camionnage frigorifique — d’un océan à l’autre',
      type: FULL_TIME_FR,
      route: 'Denrées à température contrôlée du Lower Mainland vers l’Ontario, le Québec et la Californie.',
      sell: {
        position_type: 'Équipe',
        driver_type: 'Équipe salariée',
        license_class: 'Classe 1',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '0,80 $ le mille partagé, environ 5 500 milles d’équipe par semaine',
      home: 'Sur la route 14 jours, à la maison 5 jours',
      duties: [
        'Surveiller et consigner la température de l’unité frigorifique',
        'Partager la conduite avec votre coéquipier ou coéquipière sur un trajet de 5 000 milles',
      ],
      needs: [
        'Classe 1 et un an d’expérience chacun',
        'Passeport ou carte EXPRES',
        'Aimer travailler en équipe (nous pouvons vous jumeler)',
      ],
    },
  },
  {
    title: 'Local P&D Driver — Day Shift',
    number: 'LC-QC-118',
    language: {
      requirement: 'English (spoken)',
      reason: 'Several customers on the route receive their freight in English at the dock.',
      requirementFr: 'Anglais (oral)',
      reasonFr: 'Plusieurs clients du trajet reçoivent leurs marchandises en anglais au quai.',
    },
    city: 'Montréal',
    province: 'Quebec',
    type: 'Full-time',
    unit: 'City',
    openings: 5,
    closesInDays: 21,
    dangerousGoods: false,
    route: 'Pickups and deliveries on the island of Montréal and the South Shore.',
    sell: {
      position_type: 'Local',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: 'Air brakes (F endorsement)',
    },
    pay: '$31 per hour with overtime after 40 hours',
    home: 'Home every night; Monday to Friday, 6 a.m. start',
    duties: ['8 to 12 stops a day with 53-foot trailers', 'Bilingual customer service at the dock'],
    needs: [
      'Class 1 with the F (air brakes) endorsement',
      'French and English',
      'Comfortable backing into tight city docks',
    ],
    fr: {
      title: 'Camionneur ou camionneuse de ville, cueillette et livraison — quart de jour',
      type: FULL_TIME_FR,
      route: 'Cueillettes et livraisons sur l’île de Montréal et sur la Rive-Sud.',
      sell: {
        position_type: 'Local',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: 'Freins pneumatiques (mention F)',
      },
      pay: '31 $ l’heure, heures supplémentaires après 40 heures',
      home: 'À la maison chaque soir; du lundi au vendredi, début à 6 h',
      duties: ['De 8 à 12 arrêts par jour avec des remorques de 53 pieds', 'Service à la clientèle bilingue au quai'],
      needs: [
        'Classe 1 avec la mention F (freins pneumatiques)',
        'Français et anglais',
        'Aisance à reculer dans des quais urbains étroits',
      ],
    },
  },
  {
    title: 'Owner-Operator — Dedicated Lane',
    number: 'OO-ON-402',
    city: 'London',
    province: 'Ontario',
    type: 'Contract',
    unit: 'Owner-Operators',
    openings: 8,
    closesInDays: null,
    dangerousGoods: false,
    route: 'Dedicated automotive parts lane London to Detroit and Toledo, five days a week.',
    sell: {
      position_type: 'Dedicated',
      driver_type: 'Owner-operator',
      license_class: 'AZ',
      license_conditions: AIR_BRAKES,
    },
    pay: '$2.45 per mile loaded and empty, fuel surcharge passed through 100%',
    home: 'Home daily',
    duties: [
      'Run a dedicated round trip with drop-and-hook at both ends',
      'Keep your tractor to our maintenance standard',
    ],
    needs: ['Your own tractor, 2018 or newer', 'Passport or FAST card', 'Business number and WSIB coverage'],
    fr: {
      title: 'Propriétaire exploitant ou exploitante — trajet attitré',
      type: 'Contrat',
      route: 'Trajet attitré de pièces d’automobile de London à Détroit et à Toledo, cinq jours par semaine.',
      sell: {
        position_type: 'Attitré',
        driver_type: 'Propriétaire exploitant',
        license_class: 'AZ',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '2,45 $ le mille, chargé ou vide, supplément carburant remis à 100 %',
      home: 'À la maison chaque jour',
      duties: [
        'Faire un aller-retour attitré avec échange de remorques aux deux bouts',
        'Entretenir votre tracteur selon nos normes',
      ],
      needs: [
        'Votre propre tracteur, 2018 ou plus récent',
        'Passeport ou carte EXPRES',
        'Numéro d’entreprise et protection de la WSIB',
      ],
    },
  },
  {
    title: 'Tanker Driver — Fuel Delivery (TDG)',
    number: 'TK-SK-227',
    city: 'Regina',
    province: 'Saskatchewan',
    type: 'Full-time',
    unit: 'Bulk',
    openings: 2,
    closesInDays: 40,
    dangerousGoods: true,
    route: 'Fuel delivery to farms, card-locks and retail stations across southern Saskatchewan.',
    sell: {
      position_type: 'Regional',
      driver_type: 'Company driver',
      license_class: 'Class 1A',
      license_conditions: AIR_BRAKES,
    },
    pay: '$36 per hour plus a dangerous goods premium',
    home: 'Home every night; rotating 4 on, 4 off',
    duties: ['Load at the rack and deliver into tanks safely', 'Complete TDG shipping documents'],
    needs: ['Class 1A with air brakes', 'TDG certificate (we train if you need it)', 'Tanker experience an asset'],
    fr: {
      title: 'Camionneur ou camionneuse de citerne — livraison de carburant (TMD)',
      type: FULL_TIME_FR,
      route: 'Livraison de carburant aux fermes, aux postes à carte et aux stations-service du sud de la Saskatchewan.',
      sell: {
        position_type: 'Régional',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1A',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '36 $ l’heure plus une prime pour marchandises dangereuses',
      home: 'À la maison chaque soir; horaire en rotation, 4 jours de travail, 4 jours de congé',
      duties: [
        'Charger au poste de chargement et livrer dans les réservoirs en sécurité',
        'Remplir les documents d’expédition TMD',
      ],
      needs: [
        'Classe 1A avec freins pneumatiques',
        'Certificat TMD (nous vous formons au besoin)',
        'Expérience en citerne, un atout',
      ],
    },
  },
  {
    title: 'Highway Driver — Prairies Loop',
    number: 'HW-MB-133',
    city: 'Winnipeg',
    province: 'Manitoba',
    type: 'Full-time',
    unit: 'Highway',
    openings: 4,
    closesInDays: 35,
    dangerousGoods: false,
    route: 'Winnipeg, Regina, Saskatoon, Edmonton and Calgary on a weekly loop.',
    sell: {
      position_type: 'Highway',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: AIR_BRAKES,
    },
    pay: '$0.66 per mile plus paid stops and layovers',
    home: 'Home every weekend',
    duties: ['Drop-and-hook dry van freight', 'Winter driving on the Trans-Canada and Yellowhead'],
    needs: ['Class 1 and 1 year of highway experience', 'Clean abstract'],
    fr: {
      title: 'Camionneur ou camionneuse grande route — boucle des Prairies',
      type: FULL_TIME_FR,
      route: 'Winnipeg, Regina, Saskatoon, Edmonton et Calgary en boucle chaque semaine.',
      sell: {
        position_type: 'Grande route',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '0,66 $ le mille plus les arrêts et les escales payés',
      home: 'À la maison chaque fin de semaine',
      duties: ['Fourgon sec en échange de remorques', 'Conduite hivernale sur la Transcanadienne et la Yellowhead'],
      needs: ['Classe 1 et un an d’expérience sur grande route', 'Dossier de conduite sans tache'],
    },
  },
  {
    title: 'LCV Driver — Turnpike Doubles',
    number: 'LCV-AB-250',
    city: 'Edmonton',
    province: 'Alberta',
    type: 'Full-time',
    unit: 'LCV',
    openings: 2,
    closesInDays: 50,
    dangerousGoods: false,
    route: 'Edmonton to Calgary turnpike doubles on the QEII, nights.',
    sell: {
      position_type: 'Highway',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: 'LCV certification required',
    },
    pay: '$0.78 per mile plus an LCV premium',
    home: 'Home daily',
    duties: ['Run turnpike doubles on approved LCV routes', 'Complete LCV-specific inspections'],
    needs: ['Class 1 with 2 years of tractor-trailer experience', 'LCV certificate or willing to certify'],
    fr: {
      title: 'Camionneur ou camionneuse de train routier (VLC) — autoroute à péage',
      type: FULL_TIME_FR,
      route: 'Trains doubles entre Edmonton et Calgary sur la QEII, de nuit.',
      sell: {
        position_type: 'Grande route',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: 'Certification VLC exigée',
      },
      pay: '0,78 $ le mille plus une prime VLC',
      home: 'À la maison chaque jour',
      duties: ['Conduire des trains doubles sur les routes VLC autorisées', 'Faire les inspections propres aux VLC'],
      needs: ['Classe 1 et deux ans d’expérience en tracteur semi-remorque', 'Certificat VLC, ou volonté de l’obtenir'],
    },
  },
  {
    title: 'Cross-Border Driver — Maritimes to New England',
    number: 'CB-NB-160',
    city: 'Moncton',
    province: 'New Brunswick',
    type: 'Full-time',
    unit: 'Cross-Border',
    openings: 3,
    closesInDays: 28,
    dangerousGoods: false,
    route: 'Seafood and consumer goods from the Maritimes to Boston, New York and New Jersey.',
    sell: {
      position_type: 'Long haul',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: AIR_BRAKES,
    },
    pay: '$0.70 per mile plus $50 per border crossing',
    home: 'Out 5 days, home weekends',
    duties: ['Clear customs with ACE/ACI e-manifests', 'Keep reefer and dry loads on schedule'],
    needs: ['Class 1 with 1 year of experience', 'FAST card or passport', 'No criminal record that bars US entry'],
    fr: {
      title: 'Camionneur ou camionneuse transfrontalier — des Maritimes à la Nouvelle-Angleterre',
      type: FULL_TIME_FR,
      route: 'Fruits de mer et biens de consommation des Maritimes vers Boston, New York et le New Jersey.',
      sell: {
        position_type: 'Longue distance',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '0,70 $ le mille plus 50 $ par passage à la frontière',
      home: 'Sur la route 5 jours, à la maison les fins de semaine',
      duties: [
        'Dédouaner avec les manifestes électroniques ACE/ACI',
        'Livrer à l’heure les charges frigorifiques et sèches',
      ],
      needs: [
        'Classe 1 et un an d’expérience',
        'Carte EXPRES ou passeport',
        'Aucun casier judiciaire interdisant l’entrée aux États-Unis',
      ],
    },
  },
  {
    title: 'Regional Reefer Driver — Atlantic',
    number: 'RF-NS-171',
    city: 'Truro',
    province: 'Nova Scotia',
    type: 'Full-time',
    unit: 'Regional',
    openings: 2,
    closesInDays: 33,
    dangerousGoods: false,
    route: 'Grocery distribution across Nova Scotia, New Brunswick and PEI.',
    sell: {
      position_type: 'Regional',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: AIR_BRAKES,
    },
    pay: '$29 per hour with guaranteed 50-hour weeks',
    home: 'Home most nights',
    duties: ['Multi-stop grocery deliveries', 'Hand-bomb light freight at some stops'],
    needs: ['Class 1 with air brakes', 'Customer-friendly attitude'],
    fr: {
      title: 'Camionneur ou camionneuse frigorifique régional — Atlantique',
      type: FULL_TIME_FR,
      route: 'Distribution d’épicerie en Nouvelle-Écosse, au Nouveau-Brunswick et à l’Île-du-Prince-Édouard.',
      sell: {
        position_type: 'Régional',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '29 $ l’heure, semaines de 50 heures garanties',
      home: 'À la maison presque tous les soirs',
      duties: ['Livraisons d’épicerie à plusieurs arrêts', 'Manutention manuelle de charges légères à certains arrêts'],
      needs: ['Classe 1 avec freins pneumatiques', 'Sens du service à la clientèle'],
    },
  },
  {
    title: 'Driver Trainee — Finishing Program',
    number: 'TR-ON-090',
    city: 'Cambridge',
    province: 'Ontario',
    type: 'Full-time',
    unit: 'Training',
    openings: 10,
    closesInDays: 90,
    dangerousGoods: false,
    route: 'Eight weeks with a mentor on Ontario and Quebec runs, then your own truck.',
    sell: { position_type: 'Highway', driver_type: 'Trainee', license_class: 'AZ', license_conditions: AIR_BRAKES },
    pay: '$1,200 a week during training, then $0.62 per mile',
    home: 'Home weekends during training',
    duties: ['Learn our lanes with a certified driver-trainer', 'Build backing and trip-planning skills'],
    needs: ['AZ licence from an MELT-certified school', 'Completed within the last 12 months'],
    hide: ['route'],
    fr: {
      title: 'Stagiaire en camionnage — programme de perfectionnement',
      type: FULL_TIME_FR,
      route: 'Huit semaines avec un mentor sur des trajets en Ontario et au Québec, puis votre propre camion.',
      sell: {
        position_type: 'Grande route',
        driver_type: 'Stagiaire',
        license_class: 'AZ',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '1 200 $ par semaine pendant la formation, puis 0,62 $ le mille',
      home: 'À la maison les fins de semaine pendant la formation',
      duties: [
        'Apprendre nos trajets avec une personne formatrice certifiée',
        'Développer vos habiletés de recul et de planification de trajet',
      ],
      needs: ['Permis AZ d’une école certifiée MELT', 'Obtenu au cours des 12 derniers mois'],
    },
  },
  {
    title: 'Heavy Haul Driver — Oversize Loads',
    number: 'HH-BC-515',
    city: 'Prince George',
    province: 'British Columbia',
    type: 'Full-time',
    unit: 'Heavy Haul',
    openings: 1,
    closesInDays: 25,
    dangerousGoods: false,
    route: 'Oversize equipment moves to mines and mills across northern BC and the Yukon.',
    sell: {
      position_type: 'Specialized',
      driver_type: 'Company driver',
      license_class: 'Class 1',
      license_conditions: AIR_BRAKES,
    },
    pay: '$42 per hour plus per diem on the road',
    home: 'Out up to 7 days at a time',
    duties: ['Haul multi-axle trailers with pilot cars', 'Plan routes to permit conditions'],
    needs: ['Class 1 with 3 years of experience, 1 in heavy haul', 'Mountain and gravel-road experience'],
    fr: {
      title: 'Camionneur ou camionneuse de charges lourdes — hors normes',
      type: FULL_TIME_FR,
      route: 'Transport d’équipement hors normes vers les mines et les usines du nord de la C.-B. et du Yukon.',
      sell: {
        position_type: 'Spécialisé',
        driver_type: 'Salarié ou salariée',
        license_class: 'Classe 1',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '42 $ l’heure plus une indemnité quotidienne sur la route',
      home: 'Sur la route jusqu’à 7 jours à la fois',
      duties: [
        'Tirer des remorques multiessieux avec véhicules d’escorte',
        'Planifier les trajets selon les conditions des permis',
      ],
      needs: [
        'Classe 1 et trois ans d’expérience, dont un en charges lourdes',
        'Expérience de la montagne et des routes de gravier',
      ],
    },
  },
  {
    title: 'Yard Shunt Driver — Night Shift',
    number: 'YS-ON-077',
    city: 'Brampton',
    province: 'Ontario',
    type: 'Part-time',
    unit: 'Terminal',
    openings: 2,
    closesInDays: 14,
    dangerousGoods: false,
    route: 'Moving trailers between doors and the drop yard at our Brampton terminal.',
    sell: {
      position_type: 'Local',
      driver_type: 'Company driver',
      license_class: 'AZ or DZ',
      license_conditions: AIR_BRAKES,
    },
    pay: '$27 per hour plus a night premium',
    home: 'Home every day',
    duties: ['Shunt 40 to 60 moves a shift', 'Check seals and trailer condition'],
    needs: ['AZ or DZ licence', 'Comfortable backing in tight spaces'],
    hide: ['closing_date'],
    fr: {
      title: 'Conducteur ou conductrice de tracteur de cour — quart de nuit',
      type: 'Temps partiel',
      route: 'Déplacement de remorques entre les portes et la cour de dépôt de notre terminal de Brampton.',
      sell: {
        position_type: 'Local',
        driver_type: 'Salarié ou salariée',
        license_class: 'AZ ou DZ',
        license_conditions: AIR_BRAKES_FR,
      },
      pay: '27 $ l’heure plus une prime de nuit',
      home: 'À la maison chaque jour',
      duties: ['De 40 à 60 déplacements par quart', 'Vérifier les scellés et l’état des remorques'],
      needs: ['Permis AZ ou DZ', 'Aisance à reculer dans des espaces restreints'],
    },
  },
];

/** Realistic positions for demos and first runs; closing dates count from today. */
export function demoPositions(today = new Date()): NewPosition[] {
  return demos.map((demo) => {
    const visible = { ...ALL_CARD_LINES };
    for (const line of demo.hide ?? []) visible[line] = false;
    const closing =
      demo.closesInDays === null
        ? null
        : new Date(today.getTime() + demo.closesInDays * 86_400_000).toISOString().slice(0, 10);
    return {
      p_position_title: demo.title,
      p_position_number: demo.number,
      p_openings: demo.openings,
      p_closing_date: closing,
      p_dangerous_goods: demo.dangerousGoods,
      p_route_description: demo.route,
      p_landing_page_desc: describe(demo),
      p_landing_page_sell: demo.sell,
      p_visible_info: visible,
      p_org_unit: demo.unit,
      p_position_type: demo.type,
      p_city: demo.city,
      p_province: demo.province,
      p_position_title_fr: demo.fr.title,
      p_landing_page_desc_fr: describeFr(demo),
      p_route_description_fr: demo.fr.route,
      p_position_type_fr: demo.fr.type,
      p_landing_page_sell_fr: demo.fr.sell,
      p_language_requirement: demo.language?.requirement ?? null,
      p_language_reason: demo.language?.reason ?? null,
      p_language_requirement_fr: demo.language?.requirementFr ?? null,
      p_language_reason_fr: demo.language?.reasonFr ?? null,
    };
  });
}
