import {inlineEmphasisProblem, splitInlineEmphasis} from '@site/src/lib/inlineEmphasis';

describe('splitInlineEmphasis', () => {
  it('splits emphasis and strong spans', () => {
    expect(splitInlineEmphasis('Contrata un *Data Engineer* con **experiencia**')).toEqual([
      {text: 'Contrata un ', emphasis: 'none'},
      {text: 'Data Engineer', emphasis: 'em'},
      {text: ' con ', emphasis: 'none'},
      {text: 'experiencia', emphasis: 'strong'},
    ]);
  });

  it('keeps plain text whole', () => {
    expect(splitInlineEmphasis('Un _equipo_ completo').map(({text}) => text).join('')).toBe('Un equipo completo');
  });
});

describe('inlineEmphasisProblem', () => {
  it.each(['Texto simple', 'Contrata un *Diseñador UX*', 'Un __equipo__ y un _rol_', 'machine_learning engineer'])('accepts %p', (value) => {
    expect(inlineEmphasisProblem(value)).toBeNull();
  });

  it.each([
    ['Un <b>rol</b>', 'HTML is not allowed'],
    ['Un [rol](https://x.y)', 'links and brackets are not allowed'],
    ['Un `rol`', 'code spans are not allowed'],
    ['Un *rol', 'unbalanced emphasis marker'],
    ['# Título', 'heading markers are not allowed'],
  ])('rejects %p', (value, message) => {
    expect(inlineEmphasisProblem(value)).toContain(message);
  });
});
