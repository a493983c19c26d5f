import { describe, expect, it } from 'vitest';
import { emptyQuoteForm } from '../form-values';
import { emptyHealthForm, estimateRequest, formFieldOf, healthAnswers } from './health-answers';

describe('health answers', () => {
  it('leaves every skipped question out', () => {
    expect(healthAnswers(emptyHealthForm)).toEqual({});
  });

  it('turns feet and inches into inches and text into numbers', () => {
    expect(
      healthAnswers({
        ...emptyHealthForm,
        heightFeet: '5',
        heightInches: '10',
        weightPounds: ' 180 ',
        systolic: '142',
        diastolic: '88',
        bloodPressureTreated: true,
        movingViolations: '0',
      }),
    ).toEqual({
      heightInches: 70,
      weightPounds: 180,
      systolic: 142,
      diastolic: 88,
      bloodPressureTreated: true,
      movingViolations: 0,
    });
    expect(healthAnswers({ ...emptyHealthForm, heightFeet: '6' })).toEqual({ heightInches: 72 });
  });

  it('sends nicotine details only with a kind of nicotine', () => {
    const details = { nicotineLastUseMonths: '12', nicotineUsesPerMonth: '4' };
    expect(healthAnswers({ ...emptyHealthForm, nicotine: 'none', ...details })).toEqual({
      nicotine: 'none',
    });
    expect(healthAnswers({ ...emptyHealthForm, nicotine: 'cigars', ...details })).toEqual({
      nicotine: 'cigars',
      nicotineLastUseMonths: 12,
      nicotineUsesPerMonth: 4,
    });
  });

  it('sends the search as the results priced it, with the answers', () => {
    const search = {
      ...emptyQuoteForm,
      age: '40',
      term: '20',
      zipCode: ' 10001 ',
      sex: 'male' as const,
    };
    expect(estimateRequest(search, { ...emptyHealthForm, duiYearsAgo: '3' })).toEqual({
      age: 40,
      coverage: undefined,
      term: 20,
      zipCode: '10001',
      smoker: false,
      excellentHealth: false,
      sex: 'male',
      duiYearsAgo: 3,
    });
  });

  it('shows the height message beside the feet and ignores fields it does not ask', () => {
    expect(formFieldOf('heightInches')).toBe('heightFeet');
    expect(formFieldOf('systolic')).toBe('systolic');
    expect(formFieldOf('age')).toBeUndefined();
  });
});
