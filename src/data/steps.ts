import {translate} from '@docusaurus/Translate';

/** "Ready, Set, Go!": steps 1–2 get a candidate ready, 3 sets them against the role, 4 is the go. */
export type PhaseId = 'ready' | 'set' | 'go';

export type Phase = {id: PhaseId; label: string; summary: string};

export type Step = {number: number; phase: PhaseId; title: string; description: string};

export function phases(): Phase[] {
  return [
    {
      id: 'ready',
      label: translate({id: 'landing.process.phase.ready', message: 'Ready', description: 'First word of the "Ready, Set, Go!" framing; keep it in English'}),
      summary: translate({id: 'landing.process.phase.ready.summary', message: 'Filtramos y conocemos a cada persona', description: 'What steps 1 and 2 achieve'}),
    },
    {
      id: 'set',
      label: translate({id: 'landing.process.phase.set', message: 'Set', description: 'Second word of the "Ready, Set, Go!" framing; keep it in English'}),
      summary: translate({id: 'landing.process.phase.set.summary', message: 'Medimos su nivel técnico', description: 'What step 3 achieves'}),
    },
    {
      id: 'go',
      label: translate({id: 'landing.process.phase.go', message: 'Go!', description: 'Last word of the "Ready, Set, Go!" framing; keep it in English'}),
      summary: translate({id: 'landing.process.phase.go.summary', message: 'Lo demuestra en un desafío como el tuyo', description: 'What step 4 achieves'}),
    },
  ];
}

/** The four steps every freelancer passes before we introduce them. */
export function steps(): Step[] {
  return [
    {
      number: 1,
      phase: 'ready',
      title: translate({id: 'landing.process.step1.title', message: 'Filtro y análisis del CV'}),
      description: translate({
        id: 'landing.process.step1.text',
        message: 'Nuestros algoritmos propios y reclutadores tech expertos validan el perfil y el CV: experiencia real, tecnologías y proyectos.',
      }),
    },
    {
      number: 2,
      phase: 'ready',
      title: translate({id: 'landing.process.step2.title', message: 'Screening'}),
      description: translate({
        id: 'landing.process.step2.text',
        message: 'Una conversación que evalúa aspectos técnicos, conductuales, de encaje cultural y el nivel de idioma.',
      }),
    },
    {
      number: 3,
      phase: 'set',
      title: translate({id: 'landing.process.step3.title', message: 'Entrevista técnica'}),
      description: translate({
        id: 'landing.process.step3.text',
        message: 'Un especialista del área revisa a fondo sus conocimientos, cómo razona y cómo toma decisiones técnicas.',
      }),
    },
    {
      number: 4,
      phase: 'go',
      title: translate({id: 'landing.process.step4.title', message: 'Prueba técnica'}),
      description: translate({
        id: 'landing.process.step4.text',
        message: 'Un ejercicio práctico basado en las necesidades de tu empresa y en las habilidades que pide el rol.',
      }),
    },
  ];
}
