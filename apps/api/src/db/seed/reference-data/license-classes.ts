import type { LicenceCodesByProvince } from './types.js';

// Driver licence classes of each province and territory, in the order the province lists them.
// Entries the research marked uncertain are left out, except truck classes (1 and 3, which a Class 1
// carrier asks about): those are kept with `confirmed: false` until checked on the official site.
// Where a province's list is empty, the form takes the class as free text instead (SPEC §2, step 3).
export const licenseClasses: LicenceCodesByProvince = {
  // Sources: ontario.ca MTO Truck Handbook "A and D licence classes and requirements" (A, AR, D);
  // Ontario licence classification text (class list); g1test.online (B, C, E, F, G); driving schools
  // quoting the MTO Driver's Handbook (G1, G2). M1 and M2 are left out: their wording came from an
  // unreadable copy of the handbook.
  ON: [
    { code: 'A', description: 'Tractor-trailers: a truck towing a trailer over 4,600 kg; also Class D and G vehicles' },
    { code: 'AR', description: 'Restricted Class A: tractor-trailers whose trailer has no air brakes' },
    { code: 'B', description: 'School buses; also Class C, D, E, F and G vehicles' },
    { code: 'C', description: 'Buses; also Class D, F and G vehicles' },
    {
      code: 'D',
      description: 'Trucks over 11,000 kg, or a truck towing a trailer up to 4,600 kg; also Class G vehicles',
    },
    { code: 'E', description: 'School buses carrying up to 24 passengers; also Class F and G vehicles' },
    { code: 'F', description: 'Buses carrying up to 24 passengers, and ambulances; also Class G vehicles' },
    { code: 'G', description: 'Cars, vans and small trucks, towing a trailer up to 4,600 kg' },
    {
      code: 'G1',
      description: 'Graduated licence, level one: Class G vehicles with a fully licensed driver beside you',
    },
    { code: 'G2', description: 'Graduated licence, level two: Class G vehicles, with conditions' },
    { code: 'M', description: 'Motorcycles' },
  ],
  // Source: alberta.ca "Motor vehicle information products explained" (classes 1 to 7). Class 8 is an
  // identification card, not a licence to drive, so it is not offered.
  AB: [
    { code: '1', description: 'Any motor vehicle except motorcycles, including tractor-trailers' },
    { code: '2', description: 'Buses; also Class 3, 4 and 5 vehicles' },
    { code: '3', description: 'Trucks with three or more axles, towing a trailer without air brakes; also Class 5' },
    { code: '4', description: 'Taxis, ambulances and buses seating fewer than 25; also Class 5 vehicles' },
    { code: '5', description: 'Cars, two-axle trucks and motorhomes (graduated or full licence)' },
    { code: '6', description: 'Motorcycles and mopeds' },
    { code: '7', description: 'Learner’s licence: Class 5 or 6 vehicles with a supervising driver' },
  ],
  // Sources: icbc.com "Licence classes and types"; ICBC Driving Commercial Vehicles manual (Class 4,
  // 5 to 8); drivesmartbc.ca quoting the Motor Vehicle Act Regulations, Division 30 (7, 7L, 8, 8L).
  // Unconfirmed: ICBC's page lists the vehicles of classes 1, 2 and 3 without their numbers, which were
  // matched by description. A Class 1 carrier cannot leave out BC's Class 1, so they stay, flagged.
  BC: [
    { code: '1', description: 'Semi-trailer trucks; also Class 2 to 5 vehicles, not motorcycles', confirmed: false },
    {
      code: '2',
      description: 'Buses, including school and special activity buses; also Class 4 and 5 vehicles',
      confirmed: false,
    },
    {
      code: '3',
      description: 'Trucks with more than two axles, such as dump trucks and large tow trucks; also Class 5',
      confirmed: false,
    },
    {
      code: '4',
      description:
        'Buses seating up to 25, taxis, limousines and ambulances (restricted: taxis, limousines and ambulances only)',
    },
    { code: '5', description: 'Cars, vans, two-axle trucks and motorhomes, towing up to 4,600 kg' },
    { code: '6', description: 'Motorcycles' },
    { code: '7', description: 'Novice (N): Class 5 vehicles, with graduated licensing restrictions' },
    { code: '7L', description: 'Learner (L): Class 5 vehicles, with learner restrictions' },
    { code: '8', description: 'Novice (N) motorcycle licence' },
    { code: '8L', description: 'Learner (L) motorcycle licence' },
  ],
  // Sources: sgi.sk.ca Professional Driver's Handbook (classes 1, 3, 5); J. J. Keller's Saskatchewan
  // licence summary (6, 7). Classes 2 and 4 are left out: their vehicles were not found.
  SK: [
    { code: '1', description: 'Semi-trailer trucks and trucks towing over 4,600 kg; also Class 2, 3, 4 and 5' },
    { code: '3', description: 'Trucks with more than two axles, towing up to 4,600 kg; also Class 4 and 5' },
    { code: '5', description: 'Cars, vans and two-axle trucks, towing up to 4,600 kg (novice or full)' },
    { code: '6', description: 'Motorcycles' },
    { code: '7', description: 'Learner’s licence' },
  ],
  // Sources: the Manitoba annex of the Swiss–Manitoba licence exchange agreement; mpi.mb.ca. The
  // seat counts that separate classes 2 and 4 were cut off in the source, so these say none.
  MB: [
    { code: '1', description: 'Semi-trailer trucks; also Class 2, 3, 4 and 5 vehicles' },
    { code: '2', description: 'Large buses' },
    {
      code: '3',
      description: 'Trucks with more than two axles, or a two-axle truck towing over 4,540 kg; also Class 4 and 5',
    },
    { code: '4', description: 'Taxis, ambulances and other emergency vehicles, and small buses' },
    { code: '5', description: 'Cars and two-axle trucks, towing up to 4,540 kg' },
    { code: '6', description: 'Motorcycles' },
  ],
  // Sources: saaq.gouv.qc.ca "Classes of driver's licence for heavy vehicles" and its class 5, 6A–6C,
  // 6D and 8 pages; Regulation respecting licences, s. 28.11.1 (6E).
  QC: [
    {
      code: '1',
      description: 'Tractor-trailers and other heavy combinations; also all vehicles but taxis and motorcycles',
    },
    { code: '2', description: 'Buses carrying more than 24 passengers' },
    { code: '3', description: 'Straight trucks: two axles and 4,500 kg or more, or three or more axles' },
    { code: '4A', description: 'Emergency vehicles (ambulance, police, fire)' },
    { code: '4B', description: 'Buses and minibuses carrying 24 passengers or fewer' },
    { code: '4C', description: 'Taxis' },
    { code: '5', description: 'Cars, motorhomes, two-axle vehicles under 4,500 kg, mopeds and farm tractors' },
    { code: '6A', description: 'All motorcycles' },
    { code: '6B', description: 'Motorcycles up to 400 cc' },
    { code: '6C', description: 'Motorcycles up to 125 cc' },
    { code: '6D', description: 'Mopeds and motorized scooters' },
    { code: '6E', description: 'Three-wheeled motorcycles' },
    { code: '6R', description: 'Motorcycle learner’s licence (course and closed-track test only)' },
    { code: '8', description: 'Farm tractors only' },
  ],
  // Sources: novascotia.ca Classification of Drivers' Licenses Regulations (Class 1); J. J. Keller's
  // Nova Scotia summary and expressdriverslicense.ca (5, 7). Unconfirmed: Class 3 (heavy trucks) rests
  // on a third-party page only. Classes 2, 4, 6 and 8 are left out for the same reason.
  NS: [
    { code: '1', description: 'Semi-trailer and tractor-trailer combinations; also Class 2, 3, 4, 5 and 8' },
    { code: '3', description: 'Heavy trucks', confirmed: false },
    { code: '5', description: 'Cars and other passenger vehicles' },
    { code: '7', description: 'Learner’s licence' },
  ],
  // Sources: commercialdriverhq.com (Class 1); the New Brunswick Driver's Handbook (5 to 8).
  // Unconfirmed: Class 3 rests on a third-party page only. Classes 2 and 4 (same reason) and 9 (the
  // sources disagree) are left out.
  NB: [
    { code: '1', description: 'Tractor-trailers, and any truck towing a trailer with air brakes; also Class 2 to 5' },
    { code: '3', description: 'Heavy trucks, with or without air brakes', confirmed: false },
    { code: '5', description: 'Cars and light trucks' },
    { code: '6', description: 'Motorcycles' },
    { code: '7', description: 'Graduated licence: learner (level I), then level II' },
    { code: '8', description: 'Farm tractors only' },
  ],
  // Sources: gpei.ca "Classes of Driver Licenses" (1, 2); PEI Driver's Handbook, chapter 1 (7).
  // Classes 3 to 6, 8 and 9 are left out: their descriptions were not found.
  PE: [
    { code: '1', description: 'Tractor-trailers with air brakes; also Class 3, 5, 8 and 9 vehicles' },
    {
      code: '2',
      description: 'Buses carrying more than 24 passengers, including school buses; also Class 3, 4, 5, 8 and 9',
    },
    { code: '7', description: 'Instruction permit (stage 1)' },
  ],
  // Sources: Highway Traffic Driver Regulations, NLR 110/98 (the classes exist); commercialdriverhq.com
  // and newfoundland.allvehiclesdata.com (descriptions). Unconfirmed: the descriptions were not checked
  // against the regulation, so only the truck classes are kept.
  NL: [
    { code: '1', description: 'Semi-trailer trucks; also Class 3 and 5 vehicles', confirmed: false },
    { code: '3', description: 'Trucks with three or more axles, including combinations', confirmed: false },
  ],
  // Sources: Yukon Driving Commercial Vehicles manual, chapter 3 (1 to 4); yukon.allvehiclesdata.com (5 to 7).
  YT: [
    { code: '1', description: 'Semi-trailer trucks; also every vehicle but motorcycles' },
    { code: '2', description: 'Buses seating more than 24; also every vehicle but Class 1 and motorcycles' },
    {
      code: '3',
      description: 'Trucks over 11,000 kg with two or more axles, towing under 4,550 kg; also Class 5 vehicles',
    },
    { code: '4', description: 'Taxis, limousines, ambulances and buses carrying up to 24; also Class 5 vehicles' },
    { code: '5', description: 'Vehicles up to 11,000 kg, except motorcycles, ambulances, buses and vehicles for hire' },
    { code: '6', description: 'Motorcycles' },
    { code: '7', description: 'Learner’s licence for cars and light trucks' },
  ],
  // Source: northwestterritories.allvehiclesdata.com. Unconfirmed: the official Driver's Licence
  // Regulations were found but not read, so only the truck classes are kept.
  NT: [
    { code: '1', description: 'Semi-trailer trucks', confirmed: false },
    { code: '3', description: 'Tandem-axle vehicles, including trucks with more than two axles', confirmed: false },
  ],
  // Nunavut's commercial classes were not found. A list without Class 1 would stop a Nunavut Class 1
  // driver from choosing it, so the list stays empty and the form takes the class as text.
  NU: [],
};
