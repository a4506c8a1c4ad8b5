import type { ClosingReason, TicketOptionKind, TicketStatus } from '../../modules/tickets/index.js';
import { ticketOptionsFromInventory } from '../inventory/inventory.data.js';

export interface SeedTicketOption {
  kind: TicketOptionKind;
  value: string;
  label: string;
}

export interface SeedTicketMessage {
  kind: 'reply' | 'comment';
  author: string;
  body: string;
  /** Days after the ticket's creation. */
  afterDays: number;
}

export interface SeedTicket {
  /** Natural key of the seed: the ticket number. */
  number: string;
  type: string;
  location: string;
  machine: string;
  subject: string;
  description: string;
  serialNumber: string;
  machineName: string;
  status: TicketStatus;
  contactEmail: string;
  /** Days before the seed ran. */
  createdDaysAgo: number;
  closingReason?: ClosingReason;
  messages: SeedTicketMessage[];
}

export interface SeedCompanyTickets {
  companySlug: string;
  options: SeedTicketOption[];
  tickets: SeedTicket[];
}

const TYPES: SeedTicketOption[] = [
  { kind: 'type', value: 'breakdown', label: 'Machine breakdown' },
  { kind: 'type', value: 'maintenance', label: 'Maintenance request' },
  { kind: 'type', value: 'spare-parts', label: 'Spare parts' },
  { kind: 'type', value: 'software', label: 'Software question' },
];

/** Each demo customer company's form options and tickets in several states, with replies and comments. */
export const SEED_COMPANY_TICKETS: SeedCompanyTickets[] = [
  {
    companySlug: 'apex',
    options: [
      // The locations and machines are the company's inventory (seed/inventory), so they stay consistent.
      ...ticketOptionsFromInventory('apex'),
      ...TYPES,
    ],
    tickets: [
      {
        number: 'T-10001',
        type: 'breakdown',
        location: 'apex-hamburg',
        machine: 'apex-cs-9700',
        subject: 'Crimp height drifts after warm-up',
        description: 'After about an hour the crimp height drifts by 0.03 mm on both stations.',
        serialNumber: '97-1201',
        machineName: 'Line 3 crimper',
        status: 'in-progress',
        contactEmail: 'carl@apex.example.com',
        createdDaysAgo: 12,
        messages: [
          { kind: 'reply', author: 'Kudex Service', body: 'Please send the crimp force monitor log.', afterDays: 1 },
          { kind: 'comment', author: 'Carl Carter', body: 'Log attached to the shared folder.', afterDays: 2 },
          { kind: 'reply', author: 'Kudex Service', body: 'A technician visits on Thursday.', afterDays: 3 },
        ],
      },
      {
        number: 'T-10002',
        type: 'maintenance',
        location: 'apex-lyon',
        machine: 'apex-mc-36',
        subject: 'Yearly maintenance',
        description: 'Please schedule the yearly maintenance for the stripping machine.',
        serialNumber: '36-0455',
        machineName: '',
        status: 'new',
        contactEmail: 'anna@apex.example.com',
        createdDaysAgo: 3,
        messages: [],
      },
      {
        number: 'T-10003',
        type: 'spare-parts',
        location: 'apex-hamburg',
        machine: 'apex-pw-5',
        subject: 'Replacement blades',
        description: 'We need two sets of replacement blades.',
        serialNumber: '',
        machineName: '',
        status: 'closed',
        contactEmail: 'carl@apex.example.com',
        createdDaysAgo: 40,
        closingReason: 'solved-by-provider',
        messages: [
          { kind: 'reply', author: 'Kudex Service', body: 'The blades were shipped today.', afterDays: 2 },
          { kind: 'comment', author: 'Carl Carter', body: 'Received, thank you.', afterDays: 5 },
        ],
      },
      {
        number: 'T-10004',
        type: 'software',
        location: 'apex-lyon',
        machine: 'apex-cs-9700',
        subject: 'Article import fails',
        description: 'Importing articles from our ERP stops with a format error.',
        serialNumber: '97-1201',
        machineName: '',
        status: 'waiting-for-customer',
        contactEmail: 'anna@apex.example.com',
        createdDaysAgo: 8,
        messages: [{ kind: 'reply', author: 'Kudex Service', body: 'Could you send a sample file?', afterDays: 1 }],
      },
    ],
  },
  {
    companySlug: 'borealis',
    options: [...ticketOptionsFromInventory('borealis'), ...TYPES],
    tickets: [
      {
        number: 'T-10005',
        type: 'breakdown',
        location: 'borealis-oulu',
        machine: 'borealis-ts-12',
        subject: 'Twisting head stops',
        description: 'The twisting head stops with error 214 several times a shift.',
        serialNumber: '12-3301',
        machineName: 'Twister A',
        status: 'new',
        contactEmail: 'bea@borealis.example.com',
        createdDaysAgo: 2,
        messages: [
          { kind: 'comment', author: 'Bea Berg', body: 'It happens mostly on the night shift.', afterDays: 1 },
        ],
      },
      {
        number: 'T-10006',
        type: 'maintenance',
        location: 'borealis-oulu',
        machine: 'borealis-kappa-330',
        subject: 'Calibration after move',
        description: 'The machine was moved to hall 2 and needs calibration.',
        serialNumber: '',
        machineName: '',
        status: 'closed',
        contactEmail: 'bea@borealis.example.com',
        createdDaysAgo: 30,
        closingReason: 'no-longer-relevant',
        messages: [],
      },
    ],
  },
];
