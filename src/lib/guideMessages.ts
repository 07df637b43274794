/**
 * The guide pages' texts (the cost guide, src/pages/costos.mdx, and its parts in src/components/CostGuide; the
 * comparison, `compare.*`, src/components/Comparison; the shared frame of src/components/GuidePage), Spanish
 * defaults: built by src/plugins/guides into three files per language (`guide-frame.json`, `cost-guide.json`,
 * `comparison.json`; `guidePart` says which), so each page loads only the texts it shows. English: i18n/en/ready-guides/messages.json
 * (`npm run write-translations` adds new ones; `npm run check:i18n` says which are missing or stale). Placeholders in
 * braces are filled in by the page. Plain data: the build and the browser both load it.
 */
import type {CategoryId} from '../data/categories';

export const GUIDE_MESSAGES = {
  eyebrow: {message: "Guía para empresas", description: "Small line above the heading of a guide page"},
  'closing.title': {message: "¿Lo vemos con tu caso?", description: "Heading of a guide page's closing call to action"},
  'closing.text': {message: "Cuéntanos qué perfil buscas y en {hours} horas te presentamos personas verificadas, con su tarifa a la vista.", description: "Text of a guide page's closing call to action; {hours}: hours to the first profiles"},
  'estimator.title': {message: "Calcula el costo mensual", description: "Heading of the cost estimator"},
  'estimator.lead': {message: "Elige el rol, la seniority, las horas y el país. El resultado cambia al momento y la dirección de la página lo guarda: compártela y verán lo mismo.", description: "Under the heading of the cost estimator"},
  'estimator.static': {message: "Las tablas de abajo muestran cada cifra por categoría, seniority y país.", description: "Shown in the estimator's place while it loads or without JavaScript"},
  'estimator.form': {message: "Datos del cálculo", description: "Accessible name of the estimator's inputs"},
  'estimator.role': {message: "Rol o categoría", description: "Label of the estimator's role input"},
  'estimator.anyRole': {message: "{category}: cualquier rol", description: "Option of the role input for a whole category, e.g. Data y analítica: any role"},
  'estimator.level': {message: "Seniority", description: "Label of the estimator's seniority input"},
  'estimator.hours': {message: "Horas por semana", description: "Label of the estimator's hours input"},
  'estimator.hoursOption': {message: "{hours} horas", description: "An option of the hours input, e.g. 40 hours"},
  'estimator.country': {message: "País de la contratación directa", description: "Label of the estimator's country input"},
  'estimator.summary': {message: "{role}, {level}, {hours} horas por semana", description: "What the result is for, e.g. Data Engineer, Senior, 40 hours a week"},
  'estimator.ready': {message: "Con Ready", description: "Label of Ready's monthly price in the result"},
  'estimator.readyDetail': {message: "{rate} por hora × {hours} horas × {weeks} semanas al mes", description: "How Ready's monthly price is worked out"},
  'estimator.inHouse': {message: "Contratación directa en {country}", description: "Label of the in-house monthly cost in the result"},
  'estimator.inHouseDetail': {message: "Salario bruto {salary} + cargas del empleador {onCosts}", description: "What the in-house cost is made of"},
  'estimator.perMonth': {message: "{amount} al mes", description: "A monthly amount, e.g. USD 6,933 a month"},
  'tables.title': {message: "Costo mensual por categoría, seniority y país", description: "Heading of the cost tables"},
  'tables.lead': {message: "Ready a tiempo completo ({full} horas semanales) y a medio tiempo ({half}), frente a la misma persona contratada a tiempo completo en cada país: salario bruto más cargas del empleador. En USD, al mes.", description: "Under the heading of the cost tables"},
  'tables.leadQuote': {message: "La misma persona contratada a tiempo completo en cada país: salario bruto más cargas del empleador. En USD, al mes.", description: "Under the heading of the cost tables, while prices are hidden (Ready's rows are not shown)"},
  'tables.caption': {message: "{category}: costo mensual en USD", description: "Caption of one category's table"},
  'tables.corner': {message: "Modalidad", description: "Header of the first column of a cost table"},
  'tables.readyFull': {message: "Ready, tiempo completo", description: "Row: Ready's full-time monthly price"},
  'tables.readyHalf': {message: "Ready, medio tiempo", description: "Row: Ready's half-time monthly price"},
  'tables.inHouse': {message: "Contratación directa, tiempo completo (salario + cargas)", description: "Header of the rows of in-house costs"},
  'tables.split': {message: "{salary} + {onCosts}", description: "Under an in-house total: the salary and the on-costs"},
  'tables.reviewed': {message: "Contratación directa: cifras de referencia revisadas el {date}. Cada país lleva a sus fuentes.", description: "Under a cost table: when the in-house figures were checked, and that each country's name links to its sources"},
  'sources.title': {message: "Fuentes y fecha de revisión", description: "Heading of the sources of the in-house figures"},
  'sources.lead': {message: "Revisado el {date}. Son cifras de referencia para orientarte, no una oferta ni asesoría laboral o tributaria: tu cotización es la cifra exacta.", description: "Under the sources' heading: when they were checked, and what they are"},
  'sources.onCosts': {message: "Cargas del empleador: {share} del salario bruto", description: "Heading of a country's on-costs, e.g. Employer on-costs: 52 % of gross salary"},
  'sources.salary': {message: "Salarios de referencia", description: "Label of a country's salary source"},
  'sources.onCostsSource': {message: "Cargas", description: "Label of a country's on-costs source"},
  'sources.link': {message: "Fuente: {publisher}", description: "Link to where a figure is published, e.g. Source: IMSS"},
  'compare.title': {message: "Ready frente a las alternativas", description: "Heading of the comparison"},
  'compare.lead': {message: "Cómo cambia lo que recibes según la forma de contratar, en términos generales.", description: "Under the heading of the comparison"},
  'compare.caption': {message: "Cuatro formas de sumar a una persona a tu equipo", description: "Caption of the comparison table"},
  'compare.corner': {message: "Aspecto", description: "Header of the comparison's first column"},
  'compare.source': {message: "Fuente: {publisher}", description: "Link from a comparison cell to where its figure is published"},
  'compare.option.ready': {message: "Ready", description: "Column of the comparison: ready"},
  'compare.option.inHouse': {message: "Contratación directa", description: "Column of the comparison: inHouse"},
  'compare.option.marketplace': {message: "Plataforma abierta de freelancers", description: "Column of the comparison: marketplace"},
  'compare.option.agency': {message: "Agencia de reclutamiento", description: "Column of the comparison: agency"},
  'compare.aspect.firstProfiles': {message: "Tiempo hasta los primeros perfiles", description: "Row of the comparison: firstProfiles"},
  'compare.aspect.vetting': {message: "Quién verifica y cómo", description: "Row of the comparison: vetting"},
  'compare.aspect.trial': {message: "Período de prueba", description: "Row of the comparison: trial"},
  'compare.aspect.replacement': {message: "Reemplazo", description: "Row of the comparison: replacement"},
  'compare.aspect.contract': {message: "Quién tiene el contrato", description: "Row of the comparison: contract"},
  'compare.aspect.price': {message: "Cómo se fija el precio", description: "Row of the comparison: price"},
  'compare.aspect.invoice': {message: "Factura local", description: "Row of the comparison: invoice"},
  'compare.aspect.leaves': {message: "Si la persona se va", description: "Row of the comparison: leaves"},
  'compare.cell.firstProfiles.ready': {message: "Perfiles verificados en {firstProfilesHours} horas", description: "Comparison cell: firstProfiles, ready (placeholders are Ready's terms)"},
  'compare.cell.firstProfiles.inHouse': {message: "Semanas entre publicar la vacante, filtrar postulaciones y entrevistar", description: "Comparison cell: firstProfiles, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.firstProfiles.marketplace': {message: "Postulaciones en horas o días, sin ninguna verificación previa", description: "Comparison cell: firstProfiles, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.firstProfiles.agency': {message: "Una lista corta de candidatos al cabo de algunas semanas", description: "Comparison cell: firstProfiles, agency (general, about the kind of service, no figures)"},
  'compare.cell.vetting.ready': {message: "Ready, antes de que veas a nadie: entrevista técnica, prueba práctica y referencias", description: "Comparison cell: vetting, ready (placeholders are Ready's terms)"},
  'compare.cell.vetting.inHouse': {message: "Tu propio equipo, con horas que le resta a su trabajo", description: "Comparison cell: vetting, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.vetting.marketplace': {message: "Tú, a partir de calificaciones y datos que declara el propio freelancer", description: "Comparison cell: vetting, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.vetting.agency': {message: "La agencia filtra candidatos; las entrevistas técnicas quedan a tu cargo", description: "Comparison cell: vetting, agency (general, about the kind of service, no figures)"},
  'compare.cell.trial.ready': {message: "{trialDays} días que solo pagas si sigues con la persona", description: "Comparison cell: trial, ready (placeholders are Ready's terms)"},
  'compare.cell.trial.inHouse': {message: "El período de prueba que fija la ley laboral de cada país", description: "Comparison cell: trial, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.trial.marketplace': {message: "Depende de la plataforma; lo habitual es que no haya", description: "Comparison cell: trial, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.trial.agency': {message: "El período de prueba del contrato laboral", description: "Comparison cell: trial, agency (general, about the kind of service, no figures)"},
  'compare.cell.replacement.ready': {message: "Sin costo durante {replacementDays} días, hasta {replacementLimit} por puesto", description: "Comparison cell: replacement, ready (placeholders are Ready's terms)"},
  'compare.cell.replacement.inHouse': {message: "Una búsqueda nueva, desde cero", description: "Comparison cell: replacement, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.replacement.marketplace': {message: "Vuelves a buscar por tu cuenta", description: "Comparison cell: replacement, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.replacement.agency': {message: "Una garantía de reposición, en algunos contratos", description: "Comparison cell: replacement, agency (general, about the kind of service, no figures)"},
  'compare.cell.contract.ready': {message: "Ready contrata a la persona; tú firmas un contrato de servicios con Ready", description: "Comparison cell: contract, ready (placeholders are Ready's terms)"},
  'compare.cell.contract.inHouse': {message: "Tu empresa, como empleadora directa", description: "Comparison cell: contract, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.contract.marketplace': {message: "Tú y el freelancer, bajo los términos de la plataforma", description: "Comparison cell: contract, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.contract.agency': {message: "Tu empresa, como empleadora desde el día de la contratación", description: "Comparison cell: contract, agency (general, about the kind of service, no figures)"},
  'compare.cell.price.ready': {message: "Una tarifa por hora según la seniority, conocida de antemano", description: "Comparison cell: price, ready (placeholders are Ready's terms)"},
  'compare.cell.price.inHouse': {message: "El sueldo bruto más los costos que la ley suma al empleador", description: "Comparison cell: price, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.price.marketplace': {message: "La tarifa que fija el freelancer, más la comisión de la plataforma", description: "Comparison cell: price, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.price.agency': {message: "Un honorario único ligado al sueldo de la persona contratada", description: "Comparison cell: price, agency (general, about the kind of service, no figures)"},
  'compare.cell.invoice.ready': {message: "Factura electrónica local en los siete países", description: "Comparison cell: invoice, ready (placeholders are Ready's terms)"},
  'compare.cell.invoice.inHouse': {message: "No hay factura: pagas nómina, con sus aportes y declaraciones", description: "Comparison cell: invoice, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.invoice.marketplace': {message: "Suele ser una factura del exterior, o ninguna emitida en tu país", description: "Comparison cell: invoice, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.invoice.agency': {message: "La agencia factura solo su honorario", description: "Comparison cell: invoice, agency (general, about the kind of service, no figures)"},
  'compare.cell.leaves.ready': {message: "Ready te avisa con {noticeDays} días de anticipación y busca quien la reemplace", description: "Comparison cell: leaves, ready (placeholders are Ready's terms)"},
  'compare.cell.leaves.inHouse': {message: "Preaviso y pagos de salida según la ley, y una búsqueda desde cero", description: "Comparison cell: leaves, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.leaves.marketplace': {message: "Vuelves a empezar, a veces sin aviso previo", description: "Comparison cell: leaves, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.leaves.agency': {message: "Una búsqueda nueva, a veces cubierta por la garantía", description: "Comparison cell: leaves, agency (general, about the kind of service, no figures)"},
};

export type GuideMessageId = keyof typeof GUIDE_MESSAGES;
export type GuideMessages = Record<GuideMessageId, string>;

/** The frame every guide page shows (src/components/GuidePage): its eyebrow and closing call. */
export const FRAME_MESSAGE_IDS = ['eyebrow', 'closing.title', 'closing.text'] as const satisfies readonly GuideMessageId[];
export type FrameMessageId = (typeof FRAME_MESSAGE_IDS)[number];
/** The comparison's texts (src/components/Comparison). */
export type ComparisonMessageId = Extract<GuideMessageId, `compare.${string}`>;
/** The cost guide's texts (src/components/CostGuide): the rest. */
export type CostMessageId = Exclude<GuideMessageId, FrameMessageId | ComparisonMessageId>;

/** Which of the three files a message travels in, so each page loads only the texts it shows. */
export function guidePart(id: string): 'frame' | 'comparison' | 'costs' {
  if ((FRAME_MESSAGE_IDS as readonly string[]).includes(id)) return 'frame';
  return id.startsWith('compare.') ? 'comparison' : 'costs';
}

/** A role the estimator offers, in category order (the role pages'). */
export type GuideRole = {slug: string; title: string; category: CategoryId};

/** What src/plugins/guides writes for the build's language, one file each: the frame's texts, the cost guide's (with the roles its estimator offers), the comparison's. */
export type GuideFrameData = Record<FrameMessageId, string>;
export type CostGuideData = {messages: Record<CostMessageId, string>; roles: GuideRole[]};
export type ComparisonData = Record<ComparisonMessageId, string>;
