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
  'estimator.title': {message: "Calcula el costo de un compromiso", description: "Heading of the cost estimator"},
  'estimator.lead': {message: "Elige el rol, la seniority, las horas, el país y cuántos meses dura. El resultado cambia al momento y la dirección de la página lo guarda: compártela y verán lo mismo.", description: "Under the heading of the cost estimator"},
  'estimator.static': {message: "Las tablas de abajo muestran cada cifra por categoría, seniority y país.", description: "Shown in the estimator's place while it loads or without JavaScript"},
  'estimator.form': {message: "Datos del cálculo", description: "Accessible name of the estimator's inputs"},
  'estimator.role': {message: "Rol o categoría", description: "Label of the estimator's role input"},
  'estimator.anyRole': {message: "{category}: cualquier rol", description: "Option of the role input for a whole category, e.g. Data y analítica: any role"},
  'estimator.level': {message: "Seniority", description: "Label of the estimator's seniority input"},
  'estimator.hours': {message: "Horas por semana", description: "Label of the estimator's hours input"},
  'estimator.hoursOption': {message: "{hours} horas", description: "An option of the hours input, e.g. 40 hours"},
  'estimator.country': {message: "País de la contratación directa", description: "Label of the estimator's country input"},
  'estimator.summary': {message: "{role}, {level}, {hours} horas por semana, en {country}, durante {months} meses", description: "What the result is for, e.g. Data Engineer, Senior, 40 hours a week, in Colombia, for 12 months"},
  'estimator.ready': {message: "Con Ready", description: "Label of Ready's monthly price in the result"},
  'estimator.readyDetail': {message: "{rate} por hora × {hours} horas × {weeks} semanas al mes", description: "How Ready's monthly price is worked out"},
  'estimator.inHouse': {message: "Contratación directa en {country}", description: "Label of the in-house monthly cost in the result"},
  'estimator.inHouseDetail': {message: "Salario bruto {salary} + cargas del empleador {onCosts}", description: "What the in-house cost is made of"},
  'estimator.perMonth': {message: "{amount} al mes", description: "A monthly amount, e.g. USD 6,933 a month"},
  'tables.title': {message: "Costo mensual por categoría, seniority y país", description: "Heading of the cost tables"},
  'tables.lead': {message: "Ready a tiempo completo ({full} h) y a medio tiempo ({half} h) frente a la misma persona en nómina en cada país: salario más cargas, USD al mes; debajo, el mes en que contratar directo cuesta menos.", description: "Under the heading of the cost tables"},
  'tables.leadQuote': {message: "La misma persona contratada a tiempo completo en cada país: salario bruto más cargas del empleador. En USD, al mes.", description: "Under the heading of the cost tables, while prices are hidden (Ready's rows are not shown)"},
  'tables.caption': {message: "{category}: costo mensual en USD", description: "Caption of one category's table"},
  'tables.corner': {message: "Modalidad", description: "Header of the first column of a cost table"},
  'tables.readyFull': {message: "Ready, tiempo completo", description: "Row: Ready's full-time monthly price"},
  'tables.readyHalf': {message: "Ready, medio tiempo", description: "Row: Ready's half-time monthly price"},
  'tables.inHouse': {message: "Contratación directa, tiempo completo (salario + cargas)", description: "Header of the rows of in-house costs"},
  'tables.split': {message: "{salary} + {onCosts}", description: "Under an in-house total: the salary and the on-costs"},
  'sources.title': {message: "Fuentes y fecha de revisión", description: "Heading of the sources of the in-house figures"},
  'sources.lead': {message: "Cifras de referencia, no una oferta ni asesoría laboral o tributaria. Cada regla lleva a su texto oficial, con la fecha en que la verificamos o el aviso de que espera revisión legal.", description: "Under the sources' heading: what the figures are, and how each rule is marked"},
  'sources.onCosts': {message: "Cargas del empleador: {share} del salario bruto", description: "Heading of a country's on-costs, e.g. Employer on-costs: 52 % of gross salary"},
  'sources.salary': {message: "Salarios de referencia", description: "Label of a country's salary source"},
  'sources.link': {message: "Fuente: {publisher}", description: "Link to where a figure is published, e.g. Source: IMSS"},
  'estimator.default': {message: "Este es el caso de ejemplo; con JavaScript activado puedes cambiar cada dato.", description: "Shown above the estimator's default result without JavaScript (or while it loads)"},
  'estimator.months': {message: "Duración del compromiso", description: "Label of the estimator's months input"},
  'estimator.monthOption': {message: "{months} mes", description: "The months input's option for one month"},
  'estimator.monthsOption': {message: "{months} meses", description: "An option of the months input, e.g. 12 months"},
  'estimator.readyTotal': {message: "En {months} meses: {amount}, sin costos antes ni después", description: "Ready's total over the engagement"},
  'estimator.directTotal': {message: "En {months} meses: {amount}, con el reclutamiento ({recruiting}) y, si termina sin causa, el preaviso y la indemnización que fija la ley ({exit})", description: "Hiring directly's total over the engagement and what it includes"},
  'totals.chart': {message: "Total acumulado mes a mes durante {months} meses, con Ready y con contratación directa, en USD", description: "Accessible name of the chart of the two running totals"},
  'totals.monthTick': {message: "mes {month}", description: "A label of the chart's month axis"},
  'totals.ready': {message: "Con Ready", description: "Legend and column of the running totals: Ready"},
  'totals.direct': {message: "Contratando directamente", description: "Legend and column of the running totals: hiring directly"},
  'totals.table': {message: "Total acumulado si el compromiso termina ese mes, en USD", description: "Caption of the table of running totals"},
  'totals.month': {message: "Mes", description: "Column of the running totals: the month"},
  'totals.from': {message: "Contratar directamente cuesta menos en total desde el mes {month}.", description: "The estimator's verdict: from which month hiring directly costs less in total"},
  'totals.first': {message: "Contratar directamente cuesta menos en total desde el primer mes.", description: "The estimator's verdict when hiring directly is cheaper from month one"},
  'totals.never': {message: "En {months} meses, contratar directamente no llega a costar menos en total que Ready.", description: "The estimator's verdict when hiring directly is never cheaper in total within the span"},
  'totals.crossBack': {message: "Antes, los totales se cruzan {crossings} veces: la indemnización crece con la antigüedad.", description: "Added to the verdict when the totals cross more than once"},
  'tables.from': {message: "menos en total desde el mes {month}", description: "Under an in-house cost: from which month hiring directly costs less in total"},
  'tables.never': {message: "no cuesta menos en {months} meses", description: "Under an in-house cost: hiring directly never costs less in total within the longest span"},
  'tables.note': {message: "El total suma el reclutamiento y, al terminar sin causa, el preaviso y la indemnización de la ley, en compromisos de hasta {months} meses. Cada país lleva a sus fuentes.", description: "Under a cost table: what the month under each in-house cost counts"},
  'tables.noteQuote': {message: "Cada país lleva a sus fuentes.", description: "Under a cost table while prices are hidden"},
  'tables.crossBack': {message: "* Los totales se cruzan más de una vez: la indemnización crece con cada año de antigüedad.", description: "Under a cost table: what the asterisk means"},
  'sources.recruiting': {message: "Para el reclutamiento de una contratación directa suponemos el honorario de una agencia: el {share} del salario bruto anual, lo que cobra nuestro {service}. Lo pagas una vez, al empezar.", description: "How recruiting is counted; {service} is a link to the Headhunting service"},
  'sources.recruitingService': {message: "servicio de Headhunting", description: "Link text to the Headhunting service page"},
  'sources.estimate': {message: "estimación propia de Ready; son cifras de ejemplo hasta que las reemplacemos por datos con fuente publicada", description: "A country's salaries when no published source carries them"},
  'sources.exit': {message: "Al terminar sin causa", description: "Heading of a country's notice and severance rules"},
  'sources.none': {message: "nada en los primeros 24 meses", description: "An exit rule that owes nothing within 24 months"},
  'sources.step': {message: "{days} días de salario desde el mes {month}", description: "One step of a notice or severance rule, e.g. 30 days' salary from month 7"},
  'sources.cap': {message: "Sobre un salario de hasta {amount} al mes.", description: "A ceiling on the salary a severance is counted on"},
  'sources.elsewhere': {message: "La guía usa esta tasa; en otras entidades del país rige otra:", description: "Under an on-cost whose rate varies by state: the guide assumes the one above, the others follow"},
  'sources.checked': {message: "Verificado en su fuente el {date}", description: "Under a rule: the day it was checked"},
  'sources.counsel': {message: "Pendiente de revisión legal", description: "Under a rule that waits for counsel"},
  'findings.monthly.all': {message: "Mes a mes, contratar directamente cuesta menos que Ready en todos los casos de las tablas: el precio de Ready a tiempo completo equivale a entre {min} y {max} veces el costo directo.", description: "The guide's finding when hiring directly is cheaper a month in every case"},
  'findings.monthly.some': {message: "Mes a mes, contratar directamente cuesta menos que Ready en {count} de los {cases} casos de las tablas; el precio de Ready a tiempo completo equivale a entre {min} y {max} veces el costo directo.", description: "The guide's finding when hiring directly is cheaper a month in some cases"},
  'findings.monthly.none': {message: "Mes a mes, Ready no cuesta más que contratar directamente en ninguno de los casos de las tablas: su precio a tiempo completo equivale a entre {min} y {max} veces el costo directo.", description: "The guide's finding when Ready is never dearer a month"},
  'findings.total': {message: "Contando el reclutamiento y la salida, Ready cuesta menos en los compromisos cortos, y contratar directamente pasa a costar menos en total entre el mes {min} y el mes {max}, según el caso.", description: "The guide's finding on the whole engagement; {min} and {max} are the earliest and latest break-even months"},
  'findings.total.none': {message: "Contando el reclutamiento y la salida que exige la ley, Ready cuesta menos en total durante {months} meses en todos los casos de las tablas.", description: "The guide's finding when hiring directly never costs less in total"},
  'findings.never': {message: "En {count} de los {cases} casos no llega a costar menos dentro de {months} meses.", description: "Added to the finding: cases where hiring directly never costs less in total"},
  'findings.crossBack': {message: "En {count} casos los totales se cruzan más de una vez, porque la indemnización crece con la antigüedad.", description: "Added to the finding: cases where the totals cross more than once"},
  'compare.title': {message: "Ready frente a las alternativas", description: "Heading of the comparison"},
  'compare.lead': {message: "Cómo cambia lo que recibes y lo que pagas según la forma de contratar, en términos generales.", description: "Under the heading of the comparison"},
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
  'compare.aspect.monthlyCost': {message: "Costo mensual de un perfil senior de desarrollo, a tiempo completo", description: "Row of the comparison: monthlyCost (the reference case of src/data/comparison.ts MONTHLY_CASE)"},
  'compare.aspect.hireDirect': {message: "Sumar a la persona a tu nómina", description: "Row of the comparison: hireDirect (what it costs to take the person onto your own payroll)"},
  'compare.cell.firstProfiles.ready': {message: "Perfiles verificados en {firstProfilesHours} horas", description: "Comparison cell: firstProfiles, ready (placeholders are Ready's terms)"},
  'compare.cell.firstProfiles.inHouse': {message: "Semanas entre publicar la vacante, filtrar postulaciones y entrevistar", description: "Comparison cell: firstProfiles, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.firstProfiles.marketplace': {message: "Postulaciones en horas o días; cuánto las revisa la plataforma depende de cada una", description: "Comparison cell: firstProfiles, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.firstProfiles.agency': {message: "Una lista corta de candidatos, en el plazo que acuerdes con la agencia", description: "Comparison cell: firstProfiles, agency (general, about the kind of service, no figures)"},
  'compare.cell.vetting.ready': {message: "Ready, antes de que veas a nadie: filtro del CV, screening, entrevista técnica y prueba técnica", description: "Comparison cell: vetting, ready (placeholders are Ready's terms)"},
  'compare.cell.vetting.inHouse': {message: "Tu propio equipo, con horas que le resta a su trabajo", description: "Comparison cell: vetting, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.vetting.marketplace': {message: "Sobre todo tú, con las calificaciones y lo que declara el freelancer; algunas plataformas suman pruebas propias", description: "Comparison cell: vetting, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.vetting.agency': {message: "La agencia filtra candidatos; cuánto evalúa lo técnico depende de cada una", description: "Comparison cell: vetting, agency (general, about the kind of service, no figures)"},
  'compare.cell.trial.ready': {message: "{trialDays} días que solo pagas si sigues con la persona", description: "Comparison cell: trial, ready (placeholders are Ready's terms)"},
  'compare.cell.trial.inHouse': {message: "El período de prueba que fija la ley laboral de cada país", description: "Comparison cell: trial, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.trial.marketplace': {message: "Depende de los términos de la plataforma y de lo que acuerdes con el freelancer", description: "Comparison cell: trial, marketplace (general, about the kind of service, no figures)"},
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
  'compare.cell.price.marketplace': {message: "La tarifa que fija el freelancer, más la comisión de la plataforma si la cobra", description: "Comparison cell: price, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.price.agency': {message: "Un honorario por la búsqueda, a menudo ligado al sueldo de la persona contratada", description: "Comparison cell: price, agency (general, about the kind of service, no figures)"},
  'compare.cell.monthlyCost.ready': {message: "Desde {ready} al mes, {vat}", description: "Comparison cell: monthlyCost, ready; {ready}: Ready's full-time monthly price from, worked out from the rates; {vat}: whether VAT is included (compare.vat.*)"},
  'compare.vat.included': {message: "IVA incluido", description: "After Ready's monthly price in the comparison: the price includes VAT"},
  'compare.vat.added': {message: "más el IVA de tu país", description: "After Ready's monthly price in the comparison: VAT is added to the invoice"},
  'compare.cell.monthlyCost.inHouse': {message: "Entre {min} y {max} al mes según el país, con el salario bruto y las cargas del empleador", description: "Comparison cell: monthlyCost, inHouse; {min} and {max}: the cheapest and dearest country, worked out from the cost guide's figures"},
  'compare.cell.monthlyCost.marketplace': {message: "Varía con la tarifa de cada freelancer y las horas que contrates", description: "Comparison cell: monthlyCost, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.monthlyCost.agency': {message: "El sueldo y las cargas de una contratación directa, más el honorario de la agencia", description: "Comparison cell: monthlyCost, agency (general, about the kind of service, no figures)"},
  'compare.cell.invoice.ready': {message: "Factura electrónica local en los ocho países", description: "Comparison cell: invoice, ready (placeholders are Ready's terms)"},
  'compare.cell.invoice.inHouse': {message: "No hay factura: pagas nómina, con sus aportes y declaraciones", description: "Comparison cell: invoice, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.invoice.marketplace': {message: "Depende de la plataforma y del país desde el que factura", description: "Comparison cell: invoice, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.invoice.agency': {message: "La agencia factura solo su honorario", description: "Comparison cell: invoice, agency (general, about the kind of service, no figures)"},
  'compare.cell.leaves.ready': {message: "Ready te avisa con {noticeDays} días de anticipación y busca quien la reemplace", description: "Comparison cell: leaves, ready (placeholders are Ready's terms)"},
  'compare.cell.leaves.inHouse': {message: "Preaviso y pagos de salida según la ley, y una búsqueda desde cero", description: "Comparison cell: leaves, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.leaves.marketplace': {message: "Vuelves a buscar; el aviso depende de lo que hayas acordado con el freelancer", description: "Comparison cell: leaves, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.leaves.agency': {message: "Una búsqueda nueva, a veces cubierta por la garantía", description: "Comparison cell: leaves, agency (general, about the kind of service, no figures)"},
  'compare.cell.hireDirect.ready': {message: "Una sola vez, el {share} del salario bruto anual que le ofrezcas; sin costo pasados {months} meses desde su primer día", description: "Comparison cell: hireDirect, ready; {share} and {months}: Ready's fee for hiring the person directly (src/config/site.ts hireDirectFee)"},
  'compare.cell.hireDirect.inHouse': {message: "Nada: la persona ya está en tu nómina", description: "Comparison cell: hireDirect, inHouse (general, about the kind of service, no figures)"},
  'compare.cell.hireDirect.marketplace': {message: "Depende de los términos de la plataforma", description: "Comparison cell: hireDirect, marketplace (general, about the kind of service, no figures)"},
  'compare.cell.hireDirect.agency': {message: "Es el servicio mismo: el honorario paga la búsqueda", description: "Comparison cell: hireDirect, agency (general, about the kind of service, no figures)"},
  'compare.hireDirect.free': {message: "Sin costo, cuando quieras", description: "Comparison cell: hireDirect, ready, when Ready charges nothing for hiring the person directly"},
  'compare.monthlyCost.less': {message: "Mes a mes, contratar directamente cuesta menos que Ready en los {countries} países.", description: "Under the in-house monthly cost, when it is below Ready's in every country"},
  'compare.monthlyCost.lessSome': {message: "Mes a mes, contratar directamente cuesta menos que Ready en {count} de los {countries} países.", description: "Under the in-house monthly cost, when it is below Ready's in some countries"},
  'compare.monthlyCost.notLess': {message: "Mes a mes, contratar directamente no cuesta menos que Ready en ninguno de los {countries} países.", description: "Under the in-house monthly cost, when it is below Ready's in no country"},
  'compare.monthlyCost.totals': {message: "El total de cada camino, con el reclutamiento y la salida, en la guía de costos", description: "Link from the monthly-cost row to the cost guide's totals over a whole engagement"},
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
