import type {ContentStatus} from '../lib/launch';
import type {ClientName} from './clients';
import type {CountryCode} from './countries';
import {portrait} from './people';

/** How senior a vetted freelancer is; the label is translated where it is shown. */
export type Seniority = 'semiSenior' | 'senior' | 'lead';

/** A vetted freelancer shown on role, team and service pages. */
export type Profile = {
  /** Also the portrait's file name, static/img/people/{id}.svg. */
  id: string;
  name: string;
  /** The slug of the role page this person belongs to: the title and the category come from that page. */
  role: string;
  country: CountryCode;
  seniority: Seniority;
  /** The tools they are vetted on, most important first (names stay untranslated). */
  stack: readonly string[];
  years: number;
  /** Companies this person has worked with through us. */
  companies: number;
  /** Average client rating, out of 5. */
  rating: number;
  /** A company they worked for, shown by its logo on the large card. */
  company: ClientName;
};

const PROFILES = [
  // Development
  {id: 'diego-mamani', name: 'Diego Mamani', role: 'desarrollador-full-stack', country: 'pe', seniority: 'senior', stack: ['Node.js', 'React', 'PostgreSQL'], years: 8, companies: 8, rating: 4.7, company: 'Puerto Logística'},
  {id: 'camila-ortega', name: 'Camila Ortega', role: 'desarrollador-front-end', country: 'mx', seniority: 'senior', stack: ['React', 'TypeScript', 'Next.js'], years: 7, companies: 9, rating: 4.8, company: 'Quinta Retail'},
  {id: 'joaquin-herrera', name: 'Joaquín Herrera', role: 'desarrollador-back-end', country: 'uy', seniority: 'lead', stack: ['Java', 'Spring Boot', 'AWS'], years: 12, companies: 11, rating: 4.9, company: 'Altamar Seguros'},
  {id: 'sebastian-nunez', name: 'Sebastián Núñez', role: 'desarrollador-ios', country: 'cl', seniority: 'senior', stack: ['Swift', 'SwiftUI', 'Combine'], years: 6, companies: 7, rating: 4.8, company: 'Nuvia Salud'},
  // Data
  {id: 'valentina-rios', name: 'Valentina Ríos', role: 'data-engineer', country: 'co', seniority: 'senior', stack: ['Python', 'Airflow', 'dbt'], years: 7, companies: 10, rating: 4.9, company: 'Cordillera Pay'},
  {id: 'tomas-quispe', name: 'Tomás Quispe', role: 'data-analyst', country: 'pe', seniority: 'semiSenior', stack: ['SQL', 'Power BI', 'Python'], years: 4, companies: 6, rating: 4.7, company: 'Pampa Foods'},
  {id: 'andres-solis', name: 'Andrés Solís', role: 'data-scientist', country: 'cr', seniority: 'senior', stack: ['Python', 'scikit-learn', 'BigQuery'], years: 8, companies: 9, rating: 4.8, company: 'Rayo Energía'},
  // Design
  {id: 'luciana-pereyra', name: 'Luciana Pereyra', role: 'disenador-ux', country: 'ar', seniority: 'senior', stack: ['Figma', 'Maze', 'FigJam'], years: 9, companies: 12, rating: 4.8, company: 'Nuvia Salud'},
  {id: 'ana-lucia-vargas', name: 'Ana Lucía Vargas', role: 'ux-researcher', country: 'cr', seniority: 'senior', stack: ['Dovetail', 'Maze', 'Lookback'], years: 6, companies: 8, rating: 4.9, company: 'Lumbre Labs'},
  {id: 'renata-silva', name: 'Renata Silva', role: 'product-designer', country: 'cl', seniority: 'lead', stack: ['Figma', 'Amplitude', 'Miro'], years: 10, companies: 10, rating: 4.8, company: 'Cordillera Pay'},
  // Marketing
  {id: 'martina-acosta', name: 'Martina Acosta', role: 'seo-strategist', country: 'uy', seniority: 'senior', stack: ['Search Console', 'Ahrefs', 'Screaming Frog'], years: 7, companies: 11, rating: 4.8, company: 'Quinta Retail'},
  {id: 'felipe-araya', name: 'Felipe Araya', role: 'sem-strategist', country: 'cl', seniority: 'senior', stack: ['Google Ads', 'Meta Ads', 'GA4'], years: 6, companies: 9, rating: 4.7, company: 'Pampa Foods'},
  {id: 'daniela-fuentes', name: 'Daniela Fuentes', role: 'community-manager', country: 'mx', seniority: 'semiSenior', stack: ['Metricool', 'Canva', 'TikTok'], years: 4, companies: 7, rating: 4.8, company: 'Lumbre Labs'},
  // AI
  {id: 'mateo-rojas', name: 'Mateo Rojas', role: 'machine-learning-engineer', country: 'co', seniority: 'senior', stack: ['PyTorch', 'scikit-learn', 'MLflow'], years: 7, companies: 8, rating: 4.9, company: 'Rayo Energía'},
  {id: 'isabel-cardenas', name: 'Isabel Cárdenas', role: 'nlp-specialist', country: 'mx', seniority: 'senior', stack: ['Hugging Face', 'spaCy', 'LangChain'], years: 6, companies: 7, rating: 4.8, company: 'Altamar Seguros'},
  {id: 'gabriel-torres', name: 'Gabriel Torres', role: 'mlops-engineer', country: 'ar', seniority: 'lead', stack: ['Kubernetes', 'MLflow', 'Terraform'], years: 11, companies: 10, rating: 4.9, company: 'Puerto Logística'},
] as const satisfies readonly Profile[];

export const profiles: readonly Profile[] = PROFILES;

/** Launch status (npm run check:launch): set to 'final' once these are real freelancers who agreed to be shown. */
export const launchStatus: ContentStatus = {
  what: 'Vetted profiles',
  status: 'illustrative',
  why: 'invented freelancers with drawn portraits, not real candidates',
  shows: 'the profile cards in the hero of every role, team and service page',
};

export function profilePhoto(profile: Pick<Profile, 'id'>): string {
  return portrait(profile.id);
}
