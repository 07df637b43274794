import {translate} from '@docusaurus/Translate';

/** "Ready, Set, Go!": steps 1–2 get a candidate ready, 3 sets them against the role, 4 is the go. */
export type PhaseId = 'ready' | 'set' | 'go';

export type Phase = {id: PhaseId; label: string; summary: string};

export type Step = {number: number; phase: PhaseId; title: string; description: string};

export function phases(): Phase[] {
  return [
    {
      id: 'ready',
      label: translate({id: 'landing.process.phase.ready', description: 'First word of the "Ready, Set, Go!" framing; keep it in English'}),
      summary: translate({id: 'landing.process.phase.ready.summary', description: 'What steps 1 and 2 achieve'}),
    },
    {
      id: 'set',
      label: translate({id: 'landing.process.phase.set', description: 'Second word of the "Ready, Set, Go!" framing; keep it in English'}),
      summary: translate({id: 'landing.process.phase.set.summary', description: 'What step 3 achieves'}),
    },
    {
      id: 'go',
      label: translate({id: 'landing.process.phase.go', description: 'Last word of the "Ready, Set, Go!" framing; keep it in English'}),
      summary: translate({id: 'landing.process.phase.go.summary', description: 'What step 4 achieves'}),
    },
  ];
}

/** The four steps every freelancer passes before we introduce them. */
export function steps(): Step[] {
  return [
    {
      number: 1,
      phase: 'ready',
      title: translate({id: 'landing.process.step1.title'}),
      description: translate({id: 'landing.process.step1.text'}),
    },
    {
      number: 2,
      phase: 'ready',
      title: translate({id: 'landing.process.step2.title'}),
      description: translate({id: 'landing.process.step2.text'}),
    },
    {
      number: 3,
      phase: 'set',
      title: translate({id: 'landing.process.step3.title'}),
      description: translate({id: 'landing.process.step3.text'}),
    },
    {
      number: 4,
      phase: 'go',
      title: translate({id: 'landing.process.step4.title'}),
      description: translate({id: 'landing.process.step4.text'}),
    },
  ];
}
