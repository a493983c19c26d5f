import { describe, expect, it } from 'vitest';
import { courseFormProblem } from './course-form-problem';

const ok = { email: 'a@b.co', firstName: 'Ana', acceptedTerms: true };

describe('courseFormProblem', () => {
  it('accepts a complete form', () => {
    expect(courseFormProblem(ok)).toBeNull();
  });
  it('checks email, then first name, then terms, with the messages the site shows', () => {
    for (const email of ['', 'a@b', 'a b@c.d', '@b.c']) {
      expect(courseFormProblem({ ...ok, email })?.title).toBe('Invalid email');
    }
    expect(courseFormProblem({ ...ok, firstName: '  ' })).toEqual({
      title: 'First name required',
      description: 'Please enter your first name.',
    });
    expect(courseFormProblem({ ...ok, acceptedTerms: false })).toEqual({
      title: 'Terms required',
      description: 'Please accept the terms to continue.',
    });
  });
});
