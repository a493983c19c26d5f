import { company } from './company';

// The quote results, the FAQ and the legal pages say the same thing about the insurers in the
// results, in the same words, so no page can claim more than the engine does.

/** The badge each insurer carries in the quote results. */
export const sampleInsurerLabel = 'Illustrative sample';

export const sampleInsurersNotice = `The insurers in our quote results are illustrative samples, not real companies. Their names, ratings, features and prices come from ${company.name}'s own pricing model, not from any insurer's published rates.`;

/** Beside one insurer's name, after "<name> is not a real insurer:". */
export const sampleInsurerExplanation =
  'it is a sample, and its rating, features and prices come from our own pricing model.';
