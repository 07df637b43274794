import {ENGLISH_TERMS, splitEnglish} from '@site/src/lib/englishTerms';

const english = (text: string) => splitEnglish(text).filter((part) => part.english).map((part) => part.text);

describe('splitEnglish', () => {
  it('marks the framing as one phrase and keeps the rest of the sentence', () => {
    expect(splitEnglish('Ready, Set, Go!: cuatro pasos')).toEqual([
      {text: 'Ready, Set, Go!', english: true},
      {text: ': cuatro pasos', english: false},
    ]);
  });

  it('marks service names in any letter case inside a sentence', () => {
    expect(english('Freelancing, payroll y headhunting')).toEqual(['Freelancing', 'payroll', 'headhunting']);
    expect(english('Con Freelancing incorporas especialistas')).toEqual(['Freelancing']);
  });

  it('leaves the brand, loanwords and longer words alone', () => {
    expect(english('Ready es la red de freelancers')).toEqual([]);
    expect(english('Payrolling y screenings')).toEqual([]);
  });

  it('joins back to the original text', () => {
    const text = 'Payroll es para cuando ya encontraste a la persona; Screening, entrevista.';
    expect(splitEnglish(text).map((part) => part.text).join('')).toBe(text);
  });

  it('lists each term once', () => {
    expect(new Set(ENGLISH_TERMS.map((term) => term.toLowerCase())).size).toBe(ENGLISH_TERMS.length);
  });
});
