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
  'city.br': {message: "São Paulo", description: "São Paulo, Brazil's business center, on Brasília time (the country's capital in the others)"},
  'city.cl': {message: "Santiago", description: "Capital of Chile"},
  'city.co': {message: "Bogotá", description: "Capital of Colombia"},
  'city.cr': {message: "San José", description: "Capital of Costa Rica"},
  'city.mx': {message: "Ciudad de México", description: "Capital of Mexico"},
  'city.pe': {message: "Lima", description: "Capital of Peru"},
  'city.uy': {message: "Montevideo", description: "Capital of Uruguay"},
  'city.newYork': {message: "Nueva York (EE. UU., costa este)", description: "New York, with the country (time zone table)"},
  'city.losAngeles': {message: "Los Ángeles (EE. UU., costa oeste)", description: "Los Angeles, with the country (time zone table)"},
  'currency.ar': {message: "Peso argentino", description: "Name of the Argentine peso"},
  'currency.br': {message: "Real brasileño", description: "Name of the Brazilian real"},
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
  'facts.employment': {message: "Servicio o empleo", description: "Label of the fact on what tells a service contract from employment"},
  'facts.employment.value': {message: "Cuenta cómo se trabaja, no el nombre del contrato: si la persona trabaja como tu empleada, la ley puede verla así", description: "What tells a service contract from employment, in one sentence"},
  'facts.invoice': {message: "Factura", description: "Label of the invoice fact"},
  'facts.vat': {message: "Impuesto", description: "Label of the tax fact"},
  'facts.currency': {message: "Moneda", description: "Label of the currency fact"},
  'facts.currency.usd': {message: "{currency} o dólares estadounidenses (USD)", description: "Currency of the invoice when USD is offered too"},
  'facts.payment': {message: "Pago", description: "Label of the payment terms"},
  'facts.payment.value': {message: "Una factura al mes, con {days} días para pagarla", description: "Payment terms; {days} is the days to pay"},
  'facts.signer': {message: "Quién firma contigo", description: "Label of the fact naming Ready's company that signs and invoices in the country"},
  'facts.signer.registered': {message: "{entity}, con registro {registration}", description: "Signing company with the registration the law asks of it there (Mexico's REPSE); {entity} is the company's name"},
  'facts.staffing': {message: "Si el proveedor no cumple", description: "Label of the fact on the liability a client keeps for the people a provider supplies"},
  'facts.withholding': {message: "Retenciones", description: "Label of the fact on what the client itself withholds from the invoice"},
  'staffing.ar': {message: "Tu empresa puede responder solidariamente por las deudas laborales del tiempo en que la persona trabajó para ti; si subcontratas, pedir los documentos que fija la ley te exime", description: "Argentina: the client's liability for a provider's labour debts"},
  'staffing.br': {message: "Se puede tercerizar cualquier actividad, incluso la principal; si el proveedor no paga a quien trabajó para ti, tu empresa responde en subsidio por las deudas laborales de ese período", description: "Brazil: staffing rule and the client's liability"},
  'staffing.cl': {message: "Poner personas bajo la dirección de tu empresa es tarea de una EST; en una subcontratación respondes solidariamente, o solo en subsidio si ejerces tus derechos de información y retención", description: "Chile: staffing rule and the client's liability"},
  'staffing.co': {message: "Enviar trabajadores en misión es tarea de una empresa de servicios temporales autorizada; fuera de eso, tu empresa puede ser tenida por empleadora o responder solidariamente", description: "Colombia: staffing rule and the client's liability"},
  'staffing.cr': {message: "Si un intermediario te provee personas que trabajan bajo tu dirección, tu empresa responde solidariamente por sus obligaciones laborales y de seguridad social", description: "Costa Rica: the client's liability"},
  'staffing.mx': {message: "Solo se subcontratan servicios especializados, con un proveedor inscrito en el REPSE; tu empresa responde solidariamente si el proveedor no cumple con quienes trabajan para ti", description: "Mexico: staffing rule and the client's liability"},
  'staffing.pe': {message: "Destacar personal en tu empresa es intermediación laboral, reservada a empresas inscritas y con carta fianza; tu empresa responde solidariamente si el proveedor no cumple", description: "Peru: staffing rule and the client's liability"},
  'staffing.uy': {message: "Tu empresa responde solidariamente por salarios, aportes al BPS y prima del BSE de quien trabajó para ti, o solo en subsidio si pides los documentos y retienes lo adeudado", description: "Uruguay: the client's liability"},
  'withholding.ar': {message: "Si tu empresa es agente de retención, retiene Ganancias sobre la factura; tu provincia puede designarla además agente de Ingresos Brutos", description: "Argentina: what the client withholds"},
  'withholding.br': {message: "Retienes de cada nota el {irrf} de IRRF y el {csrf} de CSLL, PIS y COFINS; el {inss} de INSS solo en una cesión de mano de obra, y el ISS si tu municipio te hace responsable", description: "Brazil: what the client withholds; the figures are shares from src/data/countries.ts"},
  'withholding.cl': {message: "Ninguna: la retención de honorarios se aplica a boletas de personas, no a la factura de una empresa", description: "Chile: what the client withholds"},
  'withholding.co': {message: "Si tu empresa es agente retenedor, practica retención en la fuente según el concepto ({services} servicios, {fees} honorarios, {software} software) y, si también retiene IVA, el {vat} de ese impuesto", description: "Colombia: what the client withholds; the figures are shares from src/data/countries.ts"},
  'withholding.cr': {message: "Ninguna si tu empresa es privada y paga por transferencia; los entes públicos retienen el {public}", description: "Costa Rica: what the client withholds"},
  'withholding.mx': {message: "Ninguna entre empresas: no retienes ISR ni IVA sobre la factura (la retención del {repealed} de IVA se derogó en 2021)", description: "Mexico: what the client withholds"},
  'withholding.pe': {message: "Depositas la detracción del {rate} del total en la cuenta de Ready en el Banco de la Nación cuando la factura supera {threshold}", description: "Peru: what the client withholds (SPOT)"},
  'withholding.uy': {message: "Ninguna entre empresas privadas, salvo que la DGI te haya designado agente; los organismos del Estado retienen el {state} del IVA", description: "Uruguay: what the client withholds"},
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
  'hub.metaDescription': {message: "Contrato de servicios, factura electrónica local y horario compartido en Argentina, Brasil, Chile, Colombia, Costa Rica, México, Perú y Uruguay.", description: "Description of the countries page (search results)"},
  'hub.title': {message: "Talento tech verificado, con contrato y factura en tu país", description: "Heading of the countries page"},
  'hub.lead': {message: "Trabajamos con empresas de ocho países de Latinoamérica. Elige el tuyo y mira cómo se firma el contrato, cómo llega la factura y qué horas compartes con tu equipo.", description: "Under the heading of the countries page"},
  'hub.eyebrow': {message: "Contratar en tu país", description: "Small line above the heading of the countries page"},
  'hub.listTitle': {message: "Elige tu país", description: "Heading of the list of countries"},
  'hub.people': {message: "{count} perfiles de ejemplo", description: "How many example people live in a country"},
  'hub.invoice': {message: "{invoice} en {currency}", description: "A country's invoice and currency, e.g. CFDI 4.0 in MXN"},
};

export type CountryMessageId = keyof typeof COUNTRY_MESSAGES;
export type CountryMessages = Record<CountryMessageId, string>;

/** The texts about one country alone (`staffing.<code>`, `withholding.<code>`): they travel with that country's page only. */
export const OWN_MESSAGE = /^(staffing|withholding)\.([a-z]{2})$/;
export type OwnMessages = {staffing: string; withholding: string};

/** The texts every country page and the countries page share: all but each country's own. */
export type SharedMessages = Omit<CountryMessages, `${'staffing' | 'withholding'}.${CountryCode}`>;

/**
 * What src/plugins/countries writes for the build's language and every country page and the countries page load: the
 * texts, and how many example people live in each country. Each country's own facts, people and roles are in a file
 * of its own, `country-<code>.json` (`CountryPageData`), which only that country's page loads.
 */
export type CountryPagesData = {messages: SharedMessages; peopleCount: Record<CountryCode, number>};
