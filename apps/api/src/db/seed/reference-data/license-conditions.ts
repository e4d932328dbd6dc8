import type { LicenceCodesByProvince } from './types.js';

// Conditions, endorsements and restrictions printed on a licence, by code. Entries the research
// marked uncertain, or whose code letter it never found, are left out. Where a province's list is
// empty, the form takes the conditions as free text instead (SPEC §2, step 3).
export const licenseConditions: LicenceCodesByProvince = {
  // Sources: Ontario licence classification text (Z, and L and M on motorcycle licences); ontario.ca
  // MTO Truck Handbook. The manual-transmission restriction is left out: its code was not found.
  ON: [
    { code: 'L', description: 'Motorcycle licence: limited-speed motorcycles (mopeds) only' },
    { code: 'M', description: 'Motorcycle licence: motor tricycles only' },
    { code: 'Z', description: 'Air brakes: may drive vehicles with air brakes (as on an AZ or DZ licence)' },
  ],
  // Sources: alberta.ca "Condition codes and endorsements" (conditions); the Alberta driver's handbook
  // on transportation.alberta.ca (endorsements Q, S, U and V).
  AB: [
    { code: 'A', description: 'Adequate lenses required' },
    { code: 'B', description: 'Special conditions' },
    { code: 'C', description: 'Periodic medical report required' },
    { code: 'D', description: 'Periodic vision report required' },
    { code: 'E', description: 'Periodic driver examination required' },
    { code: 'F', description: 'Valid temporary licence' },
    { code: 'H', description: 'Daylight driving only' },
    { code: 'J', description: 'Outside mirrors required' },
    { code: 'K', description: 'Automatic transmission only' },
    { code: 'L', description: 'Hand controls required' },
    { code: 'M', description: 'Under review' },
    { code: 'N', description: 'Excludes Class 2 and 4 vehicles' },
    { code: 'P', description: 'Road tests by a provincial examiner only' },
    { code: 'Q', description: 'Air brakes endorsement (Class 1 includes air brakes)' },
    { code: 'S', description: 'School bus endorsement' },
    { code: 'T', description: 'Special medical conditions' },
    { code: 'U', description: 'Completed a driver education course' },
    { code: 'V', description: 'Extended length vehicles endorsement' },
  ],
  // Sources: a copy of the ICBC commercial driving manual (20); drivinginstructorblog.com (21);
  // drivesmartbc.ca quoting the Motor Vehicle Act Regulations (10 to 13, 24, 38); dtcbc.com (W).
  // Left out: 25, 26 and 28 (no description found), 45 (description cut off), 51 (two meanings in the
  // sources), and the air brake endorsement (its code was not found).
  BC: [
    { code: '10', description: 'Motorcycle: sunrise to sunset only, no passengers' },
    { code: '11', description: 'Motorcycle: only with an adult Class 6 holder supervising; 60 km/h at most' },
    { code: '12', description: 'Daylight driving only' },
    { code: '13', description: 'Motorcycle (Class 6 or 8): no passengers' },
    {
      code: '20',
      description: 'Heavy trailer: Class 4 or 5 may tow a trailer of any weight if neither has air brakes',
    },
    { code: '21', description: 'Corrective lenses required' },
    { code: '24', description: 'Motorcycle (Class 6 or 8): motor scooters only' },
    { code: '38', description: 'Motorcycle: only with a Class 6 holder aged 25 or older supervising; 60 km/h at most' },
    { code: 'W', description: 'Commercial classes not valid in the United States' },
  ],
  // Sources: J. J. Keller's Saskatchewan licence summary (A, M, S and learner codes); discovermoosejaw.com (F).
  SK: [
    { code: '1', description: 'Learner: Class 1, 2, 3 and 4 vehicles' },
    { code: '2', description: 'Learner: Class 2, 3 and 4 vehicles' },
    { code: '3', description: 'Learner: Class 3 and 4 vehicles' },
    { code: '4', description: 'Learner: Class 4 vehicles' },
    { code: '6', description: 'Learner: motorcycles' },
    { code: 'A', description: 'Air brakes' },
    { code: 'F', description: 'Farm semi-trailers (no longer issued since March 2021)' },
    { code: 'M', description: 'Motorcycles' },
    { code: 'S', description: 'School buses carrying passengers' },
  ],
  // Manitoba's air brake endorsement exists, but its code was not found.
  MB: [],
  // Sources: saaq.gouv.qc.ca heavy-vehicle classes (F, M, T), "Driving a heavy vehicle in the United
  // States" (W) and its page on condition X (I, X). The corrective-lenses letter was not found.
  QC: [
    { code: 'F', description: 'Air brakes' },
    { code: 'I', description: 'Alcohol ignition interlock' },
    { code: 'M', description: 'Manual transmission' },
    { code: 'T', description: 'Road trains over 25 m' },
    { code: 'W', description: 'May not drive a heavy vehicle (Class 1, 2, 3 or 4B) in the United States' },
    { code: 'X', description: 'Alcohol ignition interlock, for three years after an impaired-driving offence' },
  ],
  // Source: J. J. Keller's Nova Scotia licence summary.
  NS: [
    { code: 'A', description: 'Motorcycles and motor-driven cycles' },
    { code: 'B', description: 'School buses' },
    { code: 'C', description: 'School buses and any motorcycle' },
    { code: 'D', description: 'Motorcycles up to 100 cc and motor-driven cycles' },
    { code: 'E', description: 'School buses, motorcycles up to 100 cc and motor-driven cycles' },
    { code: 'F', description: 'Air brakes' },
  ],
  // Source: gnb.ca school transportation employment page. F and I (fire trucks, ambulances) are left
  // out: only a third-party page mentions them.
  NB: [{ code: 'B', description: 'School buses (with Class 1 or 2)' }],
  // No condition codes were found for these.
  PE: [],
  NL: [],
  YT: [],
  NT: [],
  // B and G restrict a licence to Nunavut or to 100 km of home, but the source does not say which is
  // which, so neither is offered.
  NU: [],
};
