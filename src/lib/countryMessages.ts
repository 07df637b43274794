/**
 * The country pages' texts (src/components/CountryPage, src/pages/paises), Spanish defaults: built into each
 * language's `country-pages.json` by src/plugins/countries, so they load with those pages only, not with every page
 * (as a UI string of code.json would). English: i18n/en/ready-countries/messages.json (`npm run write-translations`
 * adds new ones; `npm run check:i18n` says which are missing or stale). Placeholders in braces are filled in by the
 * page. Plain data: the build and the browser both load it.
 */
import type {CountryCode} from '../data/countries';

export const COUNTRY_MESSAGES = {
  breadcrumb: {message: "Países", description: "Breadcrumb of the countries page"},
  'city.ar': {message: "Buenos Aires", description: "Capital of Argentina"},
  'city.cl': {message: "Santiago", description: "Capital of Chile"},
  'city.co': {message: "Bogotá", description: "Capital of Colombia"},
  'city.cr': {message: "San José", description: "Capital of Costa Rica"},
  'city.mx': {message: "Ciudad de México", description: "Capital of Mexico"},
  'city.pe': {message: "Lima", description: "Capital of Peru"},
  'city.uy': {message: "Montevideo", description: "Capital of Uruguay"},
  'city.newYork': {message: "Nueva York (EE. UU., costa este)", description: "New York, with the country (time zone table)"},
  'city.losAngeles': {message: "Los Ángeles (EE. UU., costa oeste)", description: "Los Angeles, with the country (time zone table)"},
  'currency.ar': {message: "Peso argentino", description: "Name of the Argentine peso"},
  'currency.cl': {message: "Peso chileno", description: "Name of the Chilean peso"},
  'currency.co': {message: "Peso colombiano", description: "Name of the Colombian peso"},
  'currency.cr': {message: "Colón costarricense", description: "Name of the Costa Rican colón"},
  'currency.mx': {message: "Peso mexicano", description: "Name of the Mexican peso"},
  'currency.pe': {message: "Sol peruano", description: "Name of the Peruvian sol"},
  'currency.uy': {message: "Peso uruguayo", description: "Name of the Uruguayan peso"},
  'facts.source': {message: "Fuente: {publisher}", description: "Link to where a rule is published, e.g. Source: SAT"},
  'facts.title': {message: "Lo que firmas y lo que pagas", description: "Heading of the contract and invoice facts of a country page"},
  'facts.contract': {message: "Contrato", description: "Label of the contract fact"},
  'facts.contract.value': {message: "Contrato de prestación de servicios y acuerdo de confidencialidad (NDA) con {brand}", description: "The contract fact: what is signed, {brand} is the brand"},
  'facts.employment': {message: "Quién contrata a la persona", description: "Label of the fact on who engages the person"},
  'facts.employment.value': {message: "{brand}, que responde por su contrato y sus pagos", description: "Who engages the person; {brand} is the brand"},
  'facts.invoice': {message: "Factura", description: "Label of the invoice fact"},
  'facts.vat': {message: "Impuesto", description: "Label of the tax fact"},
  'facts.currency': {message: "Moneda", description: "Label of the currency fact"},
  'facts.currency.usd': {message: "{currency} o dólares estadounidenses (USD)", description: "Currency of the invoice when USD is offered too"},
  'facts.payment': {message: "Pago", description: "Label of the payment terms"},
  'facts.payment.value': {message: "Una factura al mes, con {days} días para pagarla", description: "Payment terms; {days} is the days to pay"},
  'facts.reviewed': {message: "Es un resumen para orientarte, no asesoría legal: los términos exactos están en tu contrato.", description: "Under the facts: that they are not legal advice"},
  'facts.checked': {message: "Verificado en su fuente el {date}", description: "Under a rule: the day it was checked at its source"},
  'facts.counsel': {message: "Pendiente de revisión legal", description: "Under a rule that waits for counsel"},
  'contract.title': {message: "Contrato y factura en {country}", description: "Heading of a country page's contract and invoice band"},
  'time.title': {message: "La hora de {country} frente a la región y EE. UU.", description: "Heading of a country page's time zone band"},
  'talent.title': {message: "El talento tech de {country}", description: "Heading of a country page's band on its tech talent"},
  'time.caption': {message: "Cuando son las {time} en {city}", description: "Caption of the time table, e.g. When it is 10:00 in Bogotá"},
  'time.place': {message: "Ciudad", description: "Column of the time table: the city"},
  'time.january': {message: "En enero", description: "Column of the time table: the time there in January"},
  'time.july': {message: "En julio", description: "Column of the time table: the time there in July"},
  'people.title': {message: "Perfiles de ejemplo de personas que viven en {country}", description: "Heading of the example people of a country page (illustrative profiles, said so)"},
  'people.lead': {message: "Son perfiles de nuestras páginas de roles: cada cargo te lleva a la página de su rol.", description: "Under the heading of a country page's people"},
  'roles.title': {message: "Los roles más pedidos en {country}", description: "Heading of the roles most asked for in a country"},
  'roles.note': {message: "Tarifa por hora en USD, desde. Incluye el contrato, la factura local y el reemplazo sin costo.", description: "What the rates of the most asked roles are"},
  'others.title': {message: "Otros países", description: "Heading of the links to the other countries"},
  'closing.title': {message: "¿Buscas talento para tu empresa en {country}?", description: "Heading of a country page's closing call to action"},
  'closing.text': {message: "Cuéntanos qué perfil necesitas y en {hours} horas te presentamos personas verificadas.", description: "Text of a country page's closing call to action"},
  whatsappMessage: {message: "Hola, escribo desde {country} y quiero contratar talento tech.", description: "Prefilled WhatsApp message on a country page"},
  'hub.metaTitle': {message: "Contratar talento tech por país", description: "Title of the countries page (browser tab, search results)"},
  'hub.metaDescription': {message: "Contrato de servicios, factura electrónica local y horario compartido en Argentina, Chile, Colombia, Costa Rica, México, Perú y Uruguay.", description: "Description of the countries page (search results)"},
  'hub.title': {message: "Talento tech verificado, con contrato y factura en tu país", description: "Heading of the countries page"},
  'hub.lead': {message: "Trabajamos con empresas de siete países de Latinoamérica. Elige el tuyo y mira cómo se firma el contrato, cómo llega la factura y qué horas compartes con tu equipo.", description: "Under the heading of the countries page"},
  'hub.eyebrow': {message: "Contratar en tu país", description: "Small line above the heading of the countries page"},
  'hub.listTitle': {message: "Elige tu país", description: "Heading of the list of countries"},
  'hub.people': {message: "{count} perfiles de ejemplo", description: "How many example people live in a country"},
  'hub.invoice': {message: "{invoice} en {currency}", description: "A country's invoice and currency, e.g. CFDI 4.0 in MXN"},
};

export type CountryMessageId = keyof typeof COUNTRY_MESSAGES;
export type CountryMessages = Record<CountryMessageId, string>;

/**
 * What src/plugins/countries writes for the build's language and every country page and the countries page load: the
 * texts, and how many example people live in each country. Each country's own facts, people and roles are in a file
 * of its own, `country-<code>.json` (`CountryPageData`), which only that country's page loads.
 */
export type CountryPagesData = {messages: CountryMessages; peopleCount: Record<CountryCode, number>};
