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

const AIR_BRAKES = 'Air brake endorsement; no restrictions';

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
  },
  {
    title: 'Local P&D Driver — Day Shift',
    number: 'LC-QC-118',
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
    };
  });
}
