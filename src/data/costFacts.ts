/**
 * What each figure of the cost guide is and the rule it comes from (src/lib/facts.ts: a rule, a link to its text, the
 * day it was checked and a status), under the same country and key as its number in src/data/costs.ts: the guide's
 * sources section shows them (src/components/CostGuide/Sources.tsx), `npm run check:launch` lists those waiting for
 * counsel. A new on-cost is a number in costs.ts and its fact here, under one key: the type checker fails when one
 * lacks the other. Local names and rules are in Spanish in every language.
 */
import {counselList, type Fact, factsIn, type Source} from '../lib/facts';
import type {ContentStatus} from '../lib/launch';
import type {CountryCode} from './countries';
import type {ExitKind, OnCostKey} from './costs';

/** One of the employer's on-costs: its local name and the rule that sets its share. */
export type OnCostFact = Fact & {
  name: string;
  /** The same charge's rate elsewhere in the country, where it varies by state (Mexico's payroll tax): the guide assumes the one above. */
  elsewhere?: readonly (Fact & {place: string; share: number})[];
};

/** Notice or severance: its local name and rule; how a ceiling on its salary base is converted to USD, where one binds. */
export type ExitFact = Fact & {name: string; capNote?: string};

export const ON_COST_FACTS: {[C in CountryCode]: Record<OnCostKey<C>, OnCostFact>} = {
  ar: {
    contributions: {name: "Contribuciones patronales al SIPA, INSSJP, asignaciones familiares y Fondo Nacional de Empleo", rule: "Ley 27.541, art. 19, inc. b", source: {publisher: "Boletín Oficial de la República Argentina (Ley 27.802, 6/3/2026)", url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/339128/20260306"}, checked: '2026-11-28', status: 'counsel', shallow: "La Ley 27.802 fija la tasa vigente de esta contribución; el enlace es su publicación en el Boletín Oficial"},
    fal: {name: "Contribución al Fondo de Asistencia Laboral", rule: "Ley 27.802, Título II, arts. 58 a 77; Decreto 408/2026, art. 27; RG ARCA 5907/2026", source: {publisher: "Boletín Oficial de la República Argentina (Ley 27.802, 6/3/2026)", url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/339128/20260306"}, checked: '2026-11-28', status: 'checked'},
    obraSocial: {name: "Contribución patronal a la obra social", rule: "Ley 23.660, art. 16, inc. a; restablecido en 6 % por la Ley 27.802, art. 165, para contribuciones devengadas desde el 1/1/2027", source: {publisher: "Boletín Oficial de la República Argentina (Ley 27.802, 6/3/2026)", url: "https://www.boletinoficial.gob.ar/detalleAviso/primera/339128/20260306"}, checked: '2026-11-28', status: 'checked', shallow: "La Ley 27.802 fija la tasa vigente de esta contribución; el enlace es su publicación en el Boletín Oficial"},
    art: {name: "Seguro de riesgos del trabajo", rule: "Ley 24.557 de Riesgos del Trabajo, arts. 3 y 23", source: {publisher: "Superintendencia de Riesgos del Trabajo / InfoLEG", url: "https://www.argentina.gob.ar/normativa/nacional/ley-24557-27971"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial de la Ley 24.557 a la vista"},
    aguinaldo: {name: "Aguinaldo", rule: "Ley de Contrato de Trabajo, arts. 121 a 123, y Ley 23.041", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
    plusVacacional: {name: "Plus vacacional", rule: "Ley de Contrato de Trabajo, arts. 150 y 155, inc. a: 14 días corridos pagados a 1/25 del sueldo mensual", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
  },
  cl: {
    pension: {name: "Cotización del empleador al Seguro Social previsional y a la cuenta individual", rule: "Ley 21.735, art. 1", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=1212060"}, checked: '2026-11-28', status: 'counsel'},
    unemploymentInsurance: {name: "Seguro de cesantía", rule: "Ley 19.728, art. 5 letra b)", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=184979&idParte=8467779&idVersion=2020-10-01"}, checked: '2026-11-28', status: 'checked'},
    accidentes: {name: "Seguro de accidentes del trabajo", rule: "Ley 16.744, art. 15 letra a)", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=28650"}, checked: '2026-11-28', status: 'checked'},
    gratification: {name: "Gratificación legal", rule: "Código del Trabajo, arts. 47 y 50", source: {publisher: "Biblioteca del Congreso Nacional, Ley Chile", url: "https://www.bcn.cl/leychile/navegar?idNorma=207436"}, checked: '2026-11-28', status: 'checked'},
  },
  co: {
    pension: {name: "Aporte a pensión del empleador", rule: "Ley 100 de 1993, art. 20, modificado por la Ley 797 de 2003, art. 7", source: {publisher: "Secretaría General del Senado", url: "https://www.secretariasenado.gov.co/senado/basedoc/ley_0100_1993.html"}, checked: '2026-11-28', status: 'checked'},
    caja: {name: "Caja de compensación familiar", rule: "Ley 21 de 1982; la exoneración del ET art. 114-1 no la cubre", source: {publisher: "Copia de la Ley 21 de 1982 (no oficial)", url: "https://kipdf.com/ley-21-de-enero-22-de-1982_5aaefcee1723dd3af58675a7.html"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial de la Ley 21 de 1982 a la vista"},
    riesgos: {name: "Riesgos laborales", rule: "Decreto 1072 de 2015, art. 2.2.4.3.5: clase I, valor inicial 0,522 %", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=76271"}, checked: '2026-11-28', status: 'checked'},
    prima: {name: "Prima de servicios", rule: "Código Sustantivo del Trabajo, art. 306", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
    severanceFund: {name: "Cesantías", rule: "Código Sustantivo del Trabajo, art. 249, y Ley 50 de 1990, art. 99", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
    severanceFundInterest: {name: "Intereses sobre cesantías", rule: "Ley 52 de 1975, art. 1: 12 % anual sobre las cesantías", source: {publisher: "SUIN-Juriscol", url: "https://www.suin-juriscol.gov.co/viewDocument.asp?id=1606193"}, checked: '2026-11-28', status: 'checked'},
  },
  cr: {
    salud: {name: "Seguro de Salud de la CCSS", rule: "Ley Constitutiva de la CCSS y Reglamento del Seguro de Salud: cuota patronal 9,25 %", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
    ivm: {name: "Seguro de Invalidez, Vejez y Muerte de la CCSS", rule: "Reglamento del Seguro de Invalidez, Vejez y Muerte, con la escala de aumentos acordada por la Junta Directiva de la CCSS en 2019", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
    bancoPopular: {name: "Cuota patronal del Banco Popular", rule: "Ley Orgánica del Banco Popular y de Desarrollo Comunal, art. 5", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
    asignaciones: {name: "Asignaciones familiares 5 %, IMAS 0,5 % e INA 1,5 %", rule: "Ley 5662 de Desarrollo Social y Asignaciones Familiares; Ley 4760; Ley 6868 Orgánica del INA", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
    workerProtection: {name: "Aporte patronal al Banco Popular, Fondo de Capitalización Laboral y pensión complementaria", rule: "Ley de Protección al Trabajador, arts. 3 y 13", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
    ins: {name: "Aporte patronal 'INS' 1 % de la planilla de la CCSS", rule: "Línea ’Instituto Nacional de Seguros 1 %’ de las cuotas patronales que recauda la CCSS", source: {publisher: "La Nación (prensa)", url: "https://www.nacion.com/economia/atencion-asalariados-en-este-2026-aumentaran-sus/KFRDFLX5GNF65EE5YVIEWD3GFI/story/"}, checked: '2026-11-28', status: 'counsel', shallow: "La CCSS no publica sus tasas en una página propia de la regla; la nota de prensa publica las de 2026"},
    riesgosTrabajo: {name: "Póliza de Riesgos del Trabajo del INS", rule: "Código de Trabajo, título IV, arts. 205 y 208; Normativa técnica del Seguro de Riesgos del Trabajo del INS", source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"}, checked: '2026-11-28', status: 'counsel'},
    aguinaldo: {name: "Aguinaldo", rule: "Ley 2412 de 1959, Ley de Aguinaldo para la Empresa Privada", source: {publisher: "Aralaw (despacho), resume la Ley 2412", url: "https://aralaw.cr/?p=1441"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin enlace del SCIJ a la Ley 2412 a la vista"},
  },
  mx: {
    imss: {name: "Cuotas patronales del IMSS", rule: "Ley del Seguro Social, arts. 25, 71 a 74, 106, 107, 147 y 211; salario base, arts. 27 y 28", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LSS.pdf"}, checked: '2026-11-28', status: 'checked'},
    retiro: {name: "Retiro y cesantía en edad avanzada y vejez", rule: "Ley del Seguro Social, art. 168, fracciones I y II, con la tabla transitoria del decreto publicado en el DOF el 16 de diciembre de 2020", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LSS.pdf"}, checked: '2026-11-28', status: 'counsel'},
    infonavit: {name: "Aportación al INFONAVIT", rule: "Ley del Instituto del Fondo Nacional de la Vivienda para los Trabajadores, art. 29, fracción II", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LIFNVT.pdf"}, checked: '2026-11-28', status: 'checked'},
    aguinaldo: {name: "Aguinaldo", rule: "Ley Federal del Trabajo, art. 87: al menos 15 días de salario, antes del 20 de diciembre", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'checked'},
    primaVacacional: {name: "Prima vacacional", rule: "Ley Federal del Trabajo, art. 76 y art. 80", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'checked'},
    isn: {name: "Impuesto sobre nóminas, Ciudad de México: tasa del 4 % sobre el salario y el aguinaldo", rule: "Código Fiscal de la Ciudad de México, arts. 156 y 158", source: {publisher: "KPMG México (resumen del decreto publicado en la Gaceta Oficial de la Ciudad de México el 27-12-2024)", url: "https://kpmg.com/mx/es/home/tendencias/2025/01/flash-novedades-del-paquete-economico-fiscal-para-la-ciudad-de-mexico-en-2025.html"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin copia oficial del Código Fiscal de la CDMX a la vista; la nota publica la tasa de 2025", elsewhere: [
      {place: "Jalisco", share: 0.03, rule: "Ley de Hacienda del Estado de Jalisco, arts. 39 a 45; tasa de la Ley de Ingresos del Estado de Jalisco para 2026 (Periódico Oficial, 23-12-2025)", source: {publisher: "El Informador (nota sobre la Ley de Ingresos de Jalisco 2026)", url: "https://www.informador.mx/jalisco/ley-de-ingresos-la-federacion-aportara-80-delos-ingresos-de-jalisco-en-2026-20251103-0024.html"}, checked: '2026-11-28', status: 'counsel'},
      {place: "Nuevo León", share: 0.03, rule: "Ley de Hacienda del Estado de Nuevo León, Título Segundo, Capítulo Octavo: impuesto sobre nóminas; el Congreso rechazó subir la tasa al 4 % para 2026", source: {publisher: "H. Congreso del Estado de Nuevo León", url: "https://www.hcnl.gob.mx/trabajo_legislativo/leyes/leyes/ley_de_hacienda_del_estado_de_nuevo_leon/"}, checked: '2026-11-28', status: 'counsel'},
      {place: "Estado de México", share: 0.03, rule: "Código Financiero del Estado de México y Municipios, arts. 56 y 57: impuesto sobre erogaciones por remuneraciones al trabajo personal", source: {publisher: "Milenio (nota sobre la recaudación del impuesto sobre nómina)", url: "https://www.milenio.com/politica/impuesto-nomina-gobierno-espera-20-188-5-mdp"}, checked: '2026-11-28', status: 'counsel'},
    ]},
  },
  pe: {
    essalud: {name: "EsSalud", rule: "Ley 26790, Ley de Modernización de la Seguridad Social en Salud, art. 6 a)", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/Leyes/26790.pdf"}, checked: '2026-11-28', status: 'counsel'},
    gratificaciones: {name: "Gratificaciones por Fiestas Patrias y Navidad", rule: "Ley 27735 y su reglamento: una remuneración mensual en julio y otra en diciembre", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/Leyes/27735.pdf"}, checked: '2026-11-28', status: 'checked'},
    extraBonus: {name: "Bonificación extraordinaria", rule: "Ley 30334, art. 3", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/Leyes/30334.pdf"}, checked: '2026-11-28', status: 'checked'},
    cts: {name: "Compensación por tiempo de servicios", rule: "TUO del Decreto Legislativo 650", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00650.pdf"}, checked: '2026-11-28', status: 'counsel'},
    vidaLey: {name: "Seguro Vida Ley", rule: "Decreto Legislativo 688, art. 1, modificado por el Decreto de Urgencia 044-2019; Ley 29549", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00688.pdf"}, checked: '2026-11-28', status: 'counsel'},
  },
  uy: {
    jubilatorio: {name: "Aporte patronal jubilatorio", rule: "Ley 16.713, con la tasa patronal general unificada en 7,5 % por la Ley 18.083 de 2006", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18083-2006"}, checked: '2026-11-28', status: 'counsel', shallow: "El enlace lleva a la Ley 18.083, que fija la tasa vigente; falta enlazar el texto propio de esta regla"},
    fonasa: {name: "Aporte patronal al FONASA", rule: "Ley 18.131 de 2007 y Ley 18.211 de 2007, art. 61: 5 % patronal", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18131-2007"}, checked: '2026-11-28', status: 'counsel'},
    frl: {name: "Fondo de Reconversión Laboral y Fondo de Garantía de Créditos Laborales", rule: "Ley 19.689 de 2018, art. 17: FRL 0,10 % patronal desde 1-01-2019; Ley 19.690 de 2018: FGCL 0,025 % patronal", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/19689-2018"}, checked: '2026-11-28', status: 'checked'},
    aguinaldo: {name: "Aguinaldo", rule: "Ley 12.840 de 1960, arts. 1 y 2", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/12840-1960"}, checked: '2026-11-28', status: 'checked'},
    aguinaldoAportes: {name: "Aportes patronales sobre el aguinaldo", rule: "El aguinaldo es materia gravada: 7,5 % jubilatorio + 5 % FONASA + 0,125 % FRL/FGCL sobre 1/12 del sueldo", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/18083-2006"}, checked: '2026-11-28', status: 'counsel', shallow: "El enlace lleva a la Ley 18.083, que fija la tasa vigente; falta enlazar el texto propio de esta regla"},
    vacacional: {name: "Salario vacacional", rule: "Ley 16.101 de 1989, arts. 4 y 5", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/16101-1989"}, checked: '2026-11-28', status: 'counsel'},
    accidentes: {name: "Seguro de accidentes de trabajo y enfermedades profesionales", rule: "Ley 16.074 de 1989", source: {publisher: "IMPO, Centro de Información Oficial", url: "https://www.impo.com.uy/bases/leyes/16074-1989"}, checked: '2026-11-28', status: 'counsel'},
  },
};

export const EXIT_FACTS: Record<CountryCode, Record<ExitKind, ExitFact>> = {
  ar: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", rule: "Ley de Contrato de Trabajo, arts. 231, 232 y 233", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
    severance: {name: "Indemnización por despido sin causa", rule: "Ley de Contrato de Trabajo, art. 245", source: {publisher: "Argentina.gob.ar (InfoLEG), normativa nacional: Ley 20.744, texto actualizado", url: "https://www.argentina.gob.ar/normativa/nacional/norma-25552/actualizacion"}, checked: '2026-11-28', status: 'checked'},
  },
  cl: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", capNote: "90 UF (Código del Trabajo, art. 172) ≈ CLP 3,6 millones a UF de CLP 39.689 (febrero de 2026) y CLP 884 por dólar (enero de 2026)", rule: "Código del Trabajo, arts. 161 y 162", source: {publisher: "Dirección del Trabajo (ORD. N° 5717 de 05-11-2015)", url: "https://www.dt.gob.cl/legislacion/1611/w3-article-108022.html"}, checked: '2026-11-28', status: 'checked'},
    severance: {name: "Indemnización por despido sin causa", capNote: "90 UF (Código del Trabajo, art. 172) ≈ CLP 3,6 millones a UF de CLP 39.689 (febrero de 2026) y CLP 884 por dólar (enero de 2026)", rule: "Código del Trabajo, art. 163", source: {publisher: "Dirección del Trabajo", url: "https://www.dt.gob.cl/portal/1628/w3-article-60593.html"}, checked: '2026-11-28', status: 'checked'},
  },
  co: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", rule: "Código Sustantivo del Trabajo, arts. 47 y 64", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
    severance: {name: "Indemnización por despido sin causa", rule: "Código Sustantivo del Trabajo, art. 64, literal a)", source: {publisher: "Función Pública, Gestor Normativo", url: "https://www.funcionpublica.gov.co/eva/gestornormativo/norma.php?i=199983"}, checked: '2026-11-28', status: 'checked'},
  },
  cr: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", rule: "Código de Trabajo, art. 28", source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"}, checked: '2026-11-28', status: 'checked'},
    severance: {name: "Indemnización por despido sin causa", rule: "Código de Trabajo, art. 29", source: {publisher: "Procuraduría General de la República, SCIJ", url: "https://www.pgrweb.go.cr/scij/Busqueda/Normativa/Normas/nrm_texto_completo.aspx?param1=NRTC&nValor1=1&nValor2=8045"}, checked: '2026-11-28', status: 'counsel'},
  },
  mx: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", rule: "Ley Federal del Trabajo, art. 47", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'counsel'},
    severance: {name: "Indemnización por despido sin causa", rule: "Ley Federal del Trabajo, arts. 48 a 50 y 162; Constitución, art. 123, apartado A, fr. XXII", source: {publisher: "Cámara de Diputados del H. Congreso de la Unión (LeyesBiblio, texto vigente)", url: "https://www.diputados.gob.mx/LeyesBiblio/pdf/LFT.pdf"}, checked: '2026-11-28', status: 'checked'},
  },
  pe: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", rule: "TUO del DL 728: el despido arbitrario no exige preaviso del empleador", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00728.pdf"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial del TUO del DL 728; el enlace es el decreto original"},
    severance: {name: "Indemnización por despido sin causa", rule: "TUO del DL 728, arts. 34 y 38", source: {publisher: "Congreso de la República, Archivo Digital de la Legislación", url: "https://www.leyes.congreso.gob.pe/Documentos/DecretosLegislativos/00728.pdf"}, checked: '2026-11-28', status: 'counsel', shallow: "Sin página oficial del TUO del DL 728; el enlace es el decreto original"},
  },
  uy: {
    notice: {name: "Preaviso, pagado en lugar de trabajarlo", rule: "Leyes 10.489, 10.542 y 10.570: no existe preaviso legal para el despido en Uruguay", source: {publisher: "Ministerio de Trabajo y Seguridad Social (MTSS)", url: "https://www.gub.uy/ministerio-trabajo-seguridad-social/institucional/derecho-laboral-uruguayo/despido-regimen-comun"}, checked: '2026-11-28', status: 'counsel'},
    severance: {name: "Indemnización por despido sin causa", rule: "Leyes 10.489, 10.542 y 10.570", source: {publisher: "Ministerio de Trabajo y Seguridad Social (MTSS)", url: "https://www.gub.uy/ministerio-trabajo-seguridad-social/institucional/derecho-laboral-uruguayo/despido-regimen-comun"}, checked: '2026-11-28', status: 'checked'},
  },
};

/**
 * Where a country's reference salaries come from: a survey that publishes them by role and seniority. None today:
 * the guide shows them as Ready's own example estimate.
 */
export const SALARY_SOURCES: Partial<Record<CountryCode, Source>> = {};

/** The facts above that wait for counsel, one launch entry each (`npm run check:launch`). */
export const costFactsForCounsel: Record<string, ContentStatus> = counselList([...factsIn(ON_COST_FACTS), ...factsIn(EXIT_FACTS)], {file: 'src/data/costFacts.ts', shows: 'the sources of the cost guide (/costos) and its totals'});
