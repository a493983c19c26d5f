// What customers say, written once: the home page and the resources page show the same people,
// each with one story, so no name tells two different ones.

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const testimonials: readonly Testimonial[] = [
  {
    quote:
      'I had quotes from five insurers in about a minute, and the buyer’s checklist got me ready for the medical exam. We were approved at the rate we were quoted.',
    name: 'Maria G.',
    detail: 'New parent, Austin, TX',
  },
  {
    quote:
      'The coverage worksheet showed we needed twice what my employer plan gave us. No phone calls until I asked for one, and approval came two days later.',
    name: 'James T.',
    detail: 'Homeowner, Columbus, OH',
  },
  {
    quote:
      'Laying the quotes side by side made the cheapest good option obvious. Clear explanations, no pressure, and the application took minutes.',
    name: 'Priya and Dev S.',
    detail: 'Family of four, Raleigh, NC',
  },
];
