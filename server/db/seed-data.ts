/**
 * The demo data of the catalogue brief: the manufacturer, two trading groups,
 * six installers (two of them group members), external clients attached to
 * two installers, and one user per role. Every demo password is demo1234.
 */
import type { Locale } from '../../engine/index.ts';

export const DEMO_PASSWORD = 'demo1234';

export interface DemoCompany {
  key: string;
  kind: 'manufacturer' | 'group' | 'installer' | 'external';
  name: string;
  email: string;
  vatNumber?: string;
  address1: string;
  address2?: string;
  zipcode: string;
  city: string;
  countryCode: string;
  phone: string;
  fax?: string;
  group?: string;
  installer?: string;
  discountBp?: number;
}

export const DEMO_COMPANIES: DemoCompany[] = [
  { key: 'manufacturer', kind: 'manufacturer', name: 'Aquaterra Pool Systems', email: 'orders@aquaterra.example', vatNumber: 'FR40123456789', address1: '12 avenue des Tanneurs', address2: 'ZI de la Plaine', zipcode: '69330', city: 'Meyzieu', countryCode: 'FR', phone: '+33 4 72 00 00 00', fax: '+33 4 72 00 00 01' },
  { key: 'group-fr', kind: 'group', name: 'Groupement Piscines de France', email: 'achats@gpf.example', vatNumber: 'FR11987654321', address1: '8 rue du Commerce', zipcode: '75015', city: 'Paris', countryCode: 'FR', phone: '+33 1 45 00 00 00' },
  { key: 'group-benelux', kind: 'group', name: 'Benelux Pool Inkoop', email: 'inkoop@bpi.example', vatNumber: 'NL123456789B01', address1: 'Stationsplein 4', zipcode: '3511 ED', city: 'Utrecht', countryCode: 'NL', phone: '+31 30 200 00 00' },
  { key: 'installer-fr', kind: 'installer', name: 'Piscines du Soleil', email: 'contact@piscines-soleil.example', vatNumber: 'FR55111222333', address1: '240 rue de la Méditerranée', zipcode: '34000', city: 'Montpellier', countryCode: 'FR', phone: '+33 4 67 00 00 00', group: 'group-fr', discountBp: 3500 },
  { key: 'installer-be', kind: 'installer', name: 'Zwembaden Vlaanderen', email: 'info@zwembaden-vlaanderen.example', vatNumber: 'BE0123456789', address1: 'Kortrijksesteenweg 101', zipcode: '9000', city: 'Gent', countryCode: 'BE', phone: '+32 9 200 00 00', group: 'group-benelux', discountBp: 3000 },
  { key: 'installer-de', kind: 'installer', name: 'Schwimmbad Müller GmbH', email: 'info@schwimmbad-mueller.example', vatNumber: 'DE123456789', address1: 'Leopoldstraße 55', zipcode: '80802', city: 'München', countryCode: 'DE', phone: '+49 89 200 000', discountBp: 3200 },
  { key: 'installer-es', kind: 'installer', name: 'Piscinas Mediterráneo S.L.', email: 'info@piscinas-mediterraneo.example', vatNumber: 'ESB12345678', address1: 'Avenida del Puerto 18', zipcode: '46021', city: 'Valencia', countryCode: 'ES', phone: '+34 96 300 00 00', discountBp: 2800 },
  { key: 'installer-nl', kind: 'installer', name: 'Zwembadbouw Van Dijk B.V.', email: 'info@vandijk-zwembaden.example', vatNumber: 'NL987654321B01', address1: 'Havenstraat 22', zipcode: '3024 AB', city: 'Rotterdam', countryCode: 'NL', phone: '+31 10 400 00 00', discountBp: 3000 },
  { key: 'installer-it', kind: 'installer', name: 'Piscine Lago Blu S.r.l.', email: 'info@lagoblu.example', vatNumber: 'IT01234567890', address1: 'Via Roma 12', zipcode: '37121', city: 'Verona', countryCode: 'IT', phone: '+39 045 800 0000', discountBp: 3000 },
  { key: 'external-fr', kind: 'external', name: 'Jardins & Bassins Provence', email: 'contact@jardins-bassins.example', address1: '5 chemin des Oliviers', zipcode: '13100', city: 'Aix-en-Provence', countryCode: 'FR', phone: '+33 4 42 00 00 00', installer: 'installer-fr' },
  { key: 'external-it', kind: 'external', name: 'Verde Acqua Giardini', email: 'info@verdeacqua.example', address1: 'Corso Milano 40', zipcode: '37138', city: 'Verona', countryCode: 'IT', phone: '+39 045 810 0000', installer: 'installer-it' },
];

export interface DemoUser {
  login: string;
  roleId: number;
  company: string;
  /** The reference client the user starts with. */
  client: string;
  civility: 'mr' | 'mrs' | 'ms';
  firstName: string;
  lastName: string;
  locale: Locale;
}

export const DEMO_USERS: DemoUser[] = [
  { login: 'demo.staff', roleId: 1, company: 'manufacturer', client: 'installer-fr', civility: 'mrs', firstName: 'Claire', lastName: 'Morel', locale: 'fr' },
  { login: 'demo.group', roleId: 5, company: 'group-benelux', client: 'group-benelux', civility: 'mr', firstName: 'Pieter', lastName: 'Janssens', locale: 'nl' },
  { login: 'demo.admin', roleId: 3, company: 'installer-de', client: 'installer-de', civility: 'mr', firstName: 'Jonas', lastName: 'Müller', locale: 'de' },
  { login: 'demo.user', roleId: 2, company: 'installer-be', client: 'installer-be', civility: 'ms', firstName: 'Emma', lastName: 'Peeters', locale: 'en' },
  { login: 'demo.junior', roleId: 4, company: 'installer-es', client: 'installer-es', civility: 'mr', firstName: 'Lucía', lastName: 'García', locale: 'es' },
  { login: 'demo.erp', roleId: 6, company: 'manufacturer', client: 'manufacturer', civility: 'mr', firstName: 'ERP', lastName: 'Service', locale: 'en' },
  { login: 'demo.external', roleId: 2, company: 'external-it', client: 'installer-it', civility: 'mrs', firstName: 'Giulia', lastName: 'Rossi', locale: 'it' },
];
