import type { ReferenceEntry } from './types.js';

// The equipment a driver has run (49 CFR 391.21(b)(6) asks for it on an application). Sources:
// 49 CFR 391.21; BC's onRouteBC power unit and trailer types; Pro-Trucker carrier ads; Quebec and
// Saskatchewan Class 3 (straight trucks); BC and Yukon Class 3 (dump and tow trucks); ontario.ca
// LCV Program Conditions. Hazardous goods are left out: a load, not equipment.
export const equipmentOperated: readonly ReferenceEntry[] = [
  { code: 'STRAIGHT', name: 'Straight truck' },
  { code: 'TRACTOR_SEMI', name: 'Tractor and semi-trailer' },
  { code: 'DRY_VAN', name: 'Dry van' },
  { code: 'REEFER', name: 'Reefer (refrigerated trailer)' },
  { code: 'FLATBED', name: 'Flatbed / flat deck' },
  { code: 'STEP_DECK', name: 'Step deck' },
  { code: 'LOWBOY', name: 'Lowboy / float' },
  { code: 'EXPANDO', name: 'Expando (extendable) trailer' },
  // Unconfirmed: seen only through the US tank-vehicle endorsement, in no Canadian source. Tank
  // experience matters to fuel and bulk carriers, so it stays, flagged.
  { code: 'TANKER', name: 'Tanker', confirmed: false },
  { code: 'B_TRAIN', name: 'B-train' },
  { code: 'SUPER_B', name: 'Super B-train' },
  { code: 'A_C_TRAIN', name: 'A-train or C-train' },
  { code: 'DOUBLES', name: 'Doubles (two trailers)' },
  { code: 'TRIPLES', name: 'Triples (three trailers)' },
  { code: 'LCV_TURNPIKE', name: 'LCV: turnpike double' },
  { code: 'LCV_RMD', name: 'LCV: Rocky Mountain double' },
  { code: 'CAR_HAULER', name: 'Car hauler' },
  { code: 'LOGGING', name: 'Logging truck' },
  { code: 'POLE', name: 'Pole trailer' },
  { code: 'FULL_TRAILER', name: 'Full trailer / pony trailer' },
  { code: 'DUMP', name: 'Dump truck' },
  { code: 'TOW', name: 'Tow truck' },
  { code: 'CONCRETE', name: 'Concrete pumper / ready-mix truck' },
  { code: 'BUS', name: 'Bus' },
];
