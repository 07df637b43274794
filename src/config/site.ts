/**
 * The one place for the brand, every outbound URL and every timing.
 *
 * Values marked PLACEHOLDER are stand-ins until the business supplies the real
 * ones; they are valid so the site and its tests work, and nothing else in the
 * repo repeats them.
 */

export type Locale = 'es' | 'en';

export type SiteConfig = {
  brand: string;
  /** Public origin the site is published at (canonical URLs, sitemap, OG). */
  url: string;
  /** WhatsApp number in international format, digits only. */
  whatsappNumber: string;
  /** Prefilled WhatsApp greeting, in Spanish on every page (the business's working language). */
  whatsappGreeting: string;
  calendarUrl: string;
  signInUrl: string;
  linkedinUrl: string;
  instagramUrl: string;
  promoVideoUrl: string;
  playerUrl: string;
  privacy: {controllerName: string; contactEmail: string};
  timings: {
    heroRotationMs: number;
    prefooterRotationMs: number;
    videoCarouselMs: number;
    smallCandidateCarouselMs: number;
    defaultAutoplayMs: number;
    marqueeSpeed: number;
    smoothScroll: {durationMs: number; offsetPx: number; delayMs: number};
    swipe: {thresholdPx: number; duration: number};
  };
  /** Width from which the pre-footer shows the rotating card instead of the swipe carousel. */
  prefooterCardMinWidthPx: number;
};

export const site = {
  brand: 'Ready',
  // PLACEHOLDER: the production domain.
  url: 'https://ready-talento.example.com',
  // PLACEHOLDER: the business WhatsApp line (digits only, country code first).
  whatsappNumber: '56900000000',
  whatsappGreeting: 'Hola, me gustaría saber más sobre los talentos de Ready.',
  // PLACEHOLDER: the calendar-booking page.
  calendarUrl: 'https://calendar.example.com/ready/talent-quote',
  // PLACEHOLDER: the talent platform's sign-in page.
  signInUrl: 'https://app.example.com/login',
  // PLACEHOLDER: social profiles.
  linkedinUrl: 'https://www.linkedin.com/company/example-ready',
  instagramUrl: 'https://www.instagram.com/example.ready',
  // PLACEHOLDER: promotional video file and embeddable player.
  promoVideoUrl: 'https://media.example.com/ready/promo.mp4',
  playerUrl: 'https://player.example.com/embed/ready-promo',
  privacy: {
    // PLACEHOLDER: the legal entity responsible for personal data.
    controllerName: 'Ready Talento SpA',
    contactEmail: 'privacidad@example.com',
  },
  timings: {
    heroRotationMs: 5000,
    prefooterRotationMs: 4000,
    videoCarouselMs: 3000,
    smallCandidateCarouselMs: 2000,
    defaultAutoplayMs: 4000,
    marqueeSpeed: 100,
    smoothScroll: {durationMs: 500, offsetPx: -70, delayMs: 100},
    swipe: {thresholdPx: 10, duration: 25},
  },
  prefooterCardMinWidthPx: 1080,
} as const satisfies SiteConfig;

/** The header's entry to the AI roles, named after the brand ("READY IA"). */
export const AI_ENTRY_LABEL = `${site.brand.toUpperCase()} IA`;

export function whatsappUrl(message: string): string {
  return `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(message)}`;
}

/** The years of the copyright lines, as the specification shows them: the mobile menu's and the footer's (also the blog feeds'). */
export const COPYRIGHT_YEARS = {menu: 2023, footer: 2025} as const;
